/**
 * §4: cancelled rows are styled differently: greyed and struck through. Secondary text on a grey
 * ground keeps the contrast WCAG AA asks for (the 'disabled' grey would not).
 */
export const CANCELLED_ROW_STYLE = {
  bgcolor: 'action.hover',
  '& td': { color: 'text.secondary' },
  '& td.struck': { textDecoration: 'line-through' },
} as const;
