import type { CSSProperties } from 'react';

// Inline styles for mail clients: many drop <style> elements and class names, so every element
// carries its own. Web-safe fonts and plain colours only; widths in the body are fluid.

const FONT = 'Georgia, "Times New Roman", serif';
const SANS = 'Helvetica, Arial, sans-serif';
const MONO = 'Menlo, Consolas, "Courier New", monospace';
const TEXT = '#1f2933';
const MUTED = '#616e7c';
const LINK = '#1d4ed8';
const RULE = '#d9e2ec';

export const EMAIL_STYLES = {
  body: { margin: 0, padding: 0, backgroundColor: '#f5f7fa' },
  preheader: { display: 'none', maxHeight: 0, overflow: 'hidden', opacity: 0, color: 'transparent' },
  outer: { width: '100%', backgroundColor: '#f5f7fa', borderCollapse: 'collapse' },
  outerCell: { padding: '24px 12px' },
  card: {
    width: '100%',
    maxWidth: '640px',
    margin: '0 auto',
    backgroundColor: '#ffffff',
    borderCollapse: 'collapse',
  },
  cardCell: { padding: '32px 28px', fontFamily: FONT, fontSize: '17px', lineHeight: '1.6', color: TEXT },
  title: { fontFamily: SANS, fontSize: '28px', lineHeight: '1.25', margin: '0 0 8px', color: TEXT },
  titleLink: { color: TEXT, textDecoration: 'none' },
  date: { fontFamily: SANS, fontSize: '14px', color: MUTED, margin: '0 0 24px' },
  cover: { display: 'block', width: '100%', maxWidth: '100%', height: 'auto', border: 0, margin: '0 0 24px' },
  readOnSite: { fontFamily: SANS, fontSize: '16px', margin: '32px 0 0' },
  footerCell: { padding: '20px 28px', fontFamily: SANS, fontSize: '13px', lineHeight: '1.5', color: MUTED },
  footerParagraph: { margin: '0 0 8px' },
  footerLink: { color: MUTED, textDecoration: 'underline' },
  // The post's markdown elements.
  a: { color: LINK, textDecoration: 'underline' },
  p: { margin: '0 0 16px' },
  h2: { fontFamily: SANS, fontSize: '23px', lineHeight: '1.3', margin: '28px 0 12px' },
  h3: { fontFamily: SANS, fontSize: '20px', lineHeight: '1.3', margin: '24px 0 10px' },
  h4: { fontFamily: SANS, fontSize: '18px', lineHeight: '1.3', margin: '20px 0 8px' },
  h5: { fontFamily: SANS, fontSize: '16px', lineHeight: '1.3', margin: '18px 0 8px' },
  h6: { fontFamily: SANS, fontSize: '15px', lineHeight: '1.3', margin: '16px 0 8px', color: MUTED },
  blockquote: { margin: '0 0 16px', padding: '0 0 0 16px', borderLeft: `4px solid ${RULE}`, color: MUTED },
  ul: { margin: '0 0 16px', padding: '0 0 0 24px' },
  ol: { margin: '0 0 16px', padding: '0 0 0 24px' },
  li: { margin: '0 0 6px' },
  code: { fontFamily: MONO, fontSize: '15px', backgroundColor: '#f0f4f8', padding: '1px 4px' },
  pre: {
    fontFamily: MONO,
    fontSize: '14px',
    lineHeight: '1.45',
    backgroundColor: '#f0f4f8',
    padding: '12px',
    margin: '0 0 16px',
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-word',
  },
  hr: { border: 0, borderTop: `1px solid ${RULE}`, margin: '24px 0' },
  img: { display: 'block', maxWidth: '100%', height: 'auto', border: 0, margin: '0 0 16px' },
  table: { borderCollapse: 'collapse', margin: '0 0 16px', width: '100%' },
  th: {
    border: `1px solid ${RULE}`,
    padding: '6px 8px',
    textAlign: 'left',
    fontFamily: SANS,
    fontSize: '15px',
  },
  td: { border: `1px solid ${RULE}`, padding: '6px 8px', fontSize: '15px' },
  sup: { fontSize: '12px', lineHeight: 0 },
  section: { borderTop: `1px solid ${RULE}`, margin: '24px 0 0', paddingTop: '8px', fontSize: '15px' },
} satisfies Record<string, CSSProperties>;
