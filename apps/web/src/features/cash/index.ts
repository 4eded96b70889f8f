/** Cash collections (Barsammlung): the card action with its dialogs. */
export { CashCardAction } from './components/CashCardAction';
