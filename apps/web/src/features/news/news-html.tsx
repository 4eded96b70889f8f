/**
 * A news message as React elements. The server sanitises the HTML already; here it is read with the
 * browser's parser and only paragraphs, line breaks, emphasis, lists and links to http(s), mail or
 * the app's own pages become elements, everything else its text. No HTML string is ever put into the
 * page as it is, so nothing in a message can run.
 */
import Link from '@mui/material/Link';
import { createElement, type ReactNode } from 'react';

const ELEMENTS: Record<string, string> = {
  P: 'p',
  BR: 'br',
  STRONG: 'strong',
  B: 'strong',
  EM: 'em',
  I: 'em',
  UL: 'ul',
  OL: 'ol',
  LI: 'li',
};

/** Links a reader may follow: web pages, mail, and the app's own hash routes. */
export function isSafeHref(href: string): boolean {
  return /^(https?:\/\/|mailto:|#\/)/i.test(href.trim());
}

function toNodes(nodes: NodeListOf<ChildNode>, keyPrefix: string): ReactNode[] {
  return Array.from(nodes).map((node, index) => toNode(node, `${keyPrefix}.${index}`));
}

function toNode(node: ChildNode, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const children = toNodes(element.childNodes, key);
  if (element.tagName === 'A') {
    const href = element.getAttribute('href') ?? '';
    if (!isSafeHref(href)) return createElement('span', { key }, ...children);
    const external = !href.startsWith('#');
    return (
      <Link
        key={key}
        href={href}
        underline="always"
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
      </Link>
    );
  }
  const tag = ELEMENTS[element.tagName];
  if (tag === 'br') return <br key={key} />;
  if (!tag) return createElement('span', { key }, ...children);
  return createElement(tag, { key }, ...children);
}

export function renderNewsHtml(html: string): ReactNode[] {
  const document = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return toNodes(document.body.childNodes, 'n');
}
