/**
 * Where things stand on the receipt, in millimetres from the top left corner of an A4 page: a
 * DIN 5008 letter, form B (the deep address field, for window envelopes after DIN 680 / C6 long).
 * The address field is 85 × 45 mm at 20 mm from the left and 45 mm from the top; its upper 17.7 mm
 * hold the return address (Rücksendeangabe) and postal notes, written bottom-up in small print;
 * the lower 27.3 mm (six lines) hold the recipient's address. Text starts on the 25 mm line.
 */

export const RECEIPT_LAYOUT = {
  page: { width: 210, height: 297 },
  /** no text comes closer than this to an edge of the page */
  safeMargin: 10,
  /** the left text line (Fluchtlinie) and the right margin of DIN 5008 */
  textLeft: 25,
  textRight: 190,
  letterhead: { top: 15, width: 95 },
  addressField: { left: 20, top: 45, width: 85, height: 45 },
  returnZone: { top: 45, height: 17.7 },
  addressZone: { top: 62.7, height: 27.3 },
  /** the information block beside the address field (Form B: from 50 mm) */
  infoBlock: { left: 125, top: 50, labelWidth: 24, valueWidth: 41 },
  /** the text below the address field begins one blank line after its end */
  bodyTop: 98.5,
  /** the liability notice ends here, the footer starts here */
  noticeBottom: 274,
  footerTop: 280,
  /** fold marks at 105 and 210 mm, the punch mark at 148.5 mm (form B) */
  foldMarks: [105, 210],
  punchMark: 148.5,
  annex: { top: 20, rowsBottom: 272, rowHeight: 6 },
} as const;

/** The address zone's font sizes, largest first: DIN 5008 asks for at least 8 pt. */
export const ADDRESS_FONT_SIZES = [10, 9.5, 9, 8.5, 8] as const;

/** The body's base font sizes, largest first: the receipt must fit one A4 page (BMF). */
export const BODY_FONT_SIZES = [10, 9.5, 9, 8.5, 8, 7.5] as const;
