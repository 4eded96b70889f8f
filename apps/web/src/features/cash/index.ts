/** Cash collections (Barsammlung): the card action with its dialogs. */
export { CashCardAction } from './components/CashCardAction';
export {
  type AnonymousCashBody,
  type AnonymousCashEntry,
  CashEntryDialog,
} from './components/CashEntryDialog';
