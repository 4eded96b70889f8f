/**
 * The filter builder's state: groups (and/or, possibly negated) of criteria, each with a stable id
 * for React, and its translation to and from the API's filter JSON (shared interface 4). Values are
 * kept as typed text; an unfinished criterion (no value yet) is left out of what is sent.
 */
import type { KgFilterNode } from '@kollekta/contract';
import {
  findKgFilterField,
  KG_DEFAULT_SPERRE_CODE,
  KG_FILTER_FIELDS,
  type KgFilterFieldKind,
  type KgFilterOperator,
} from '@kollekta/domain';

export type DraftCriterion = {
  id: string;
  kind: 'criterion';
  negated: boolean;
  field: string;
  op: KgFilterOperator;
  value: string;
  year: string;
};
export type DraftGroup = {
  id: string;
  kind: 'group';
  negated: boolean;
  combinator: 'and' | 'or';
  children: DraftNode[];
};
export type DraftNode = DraftCriterion | DraftGroup;

let nextId = 0;
const newId = () => {
  nextId += 1;
  return `draft-${nextId}`;
};

export function emptyGroup(combinator: 'and' | 'or' = 'and'): DraftGroup {
  return { id: newId(), kind: 'group', negated: false, combinator, children: [] };
}

/** A new criterion on a field, with its default operator and a sensible first value. */
export function newCriterion(fieldName: string = KG_FILTER_FIELDS[0].name): DraftCriterion {
  const field = findKgFilterField(fieldName) ?? KG_FILTER_FIELDS[0];
  return {
    id: newId(),
    kind: 'criterion',
    // 'Sperren' is meant to keep blocked persons out: it starts as "not 1010" (§9)
    negated: field.name === 'sperre',
    field: field.name,
    op: field.defaultOperator,
    value: initialValue(field.kind, field.name),
    year: '',
  };
}

function initialValue(kind: KgFilterFieldKind, fieldName: string): string {
  if (fieldName === 'sperre') return KG_DEFAULT_SPERRE_CODE;
  if (kind === 'boolean') return 'true';
  if (kind === 'enum') return findKgFilterField(fieldName)?.choices?.[0]?.value ?? '';
  return '';
}

/** A criterion moved to another field keeps nothing that does not fit it. */
export function changeField(criterion: DraftCriterion, fieldName: string): DraftCriterion {
  return { ...newCriterion(fieldName), id: criterion.id };
}

export function isCriterionComplete(criterion: DraftCriterion): boolean {
  return criterion.value.trim() !== '';
}

function criterionToNode(criterion: DraftCriterion): KgFilterNode | null {
  const field = findKgFilterField(criterion.field);
  if (!field || !isCriterionComplete(criterion)) return null;
  const text = criterion.value.trim();
  let value: string | number | boolean = text;
  if (field.kind === 'boolean') value = text === 'true';
  else if (field.kind === 'age' || field.kind === 'year' || field.kind === 'organization') {
    value = /^\d+$/.test(text) ? Number(text) : text;
  }
  const node: KgFilterNode = { field: field.name, op: criterion.op, value };
  if (field.takesYear && /^\d{4}$/.test(criterion.year.trim())) node.year = Number(criterion.year.trim());
  return criterion.negated ? { not: node } : node;
}

/** The API's filter for a draft: unfinished criteria and empty groups inside others are left out. */
export function draftToFilter(group: DraftGroup): KgFilterNode {
  const children = group.children
    .map((child) => (child.kind === 'group' ? groupToNodeOrNull(child) : criterionToNode(child)))
    .filter((node): node is KgFilterNode => node !== null);
  const node: KgFilterNode = group.combinator === 'and' ? { and: children } : { or: children };
  return group.negated ? { not: node } : node;
}

function groupToNodeOrNull(group: DraftGroup): KgFilterNode | null {
  const node = draftToFilter(group);
  const inner = 'not' in node ? node.not : node;
  const children = 'and' in inner ? inner.and : 'or' in inner ? inner.or : [];
  return children.length === 0 ? null : node;
}

/** A draft from the API's filter JSON (a link from the person index, a stored group). */
export function filterToDraft(filter: unknown): DraftGroup {
  const node = readNode(filter, 0);
  if (node?.kind === 'group') return node;
  const root = emptyGroup();
  if (node) root.children.push(node);
  return root;
}

function readNode(value: unknown, depth: number): DraftNode | null {
  if (depth > 10 || typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (Array.isArray(record.and) || Array.isArray(record.or)) {
    const combinator = Array.isArray(record.and) ? 'and' : 'or';
    const children = (record[combinator] as unknown[])
      .map((child) => readNode(child, depth + 1))
      .filter((child): child is DraftNode => child !== null);
    return { ...emptyGroup(combinator), children };
  }
  if ('not' in record) {
    const inner = readNode(record.not, depth + 1);
    return inner ? { ...inner, negated: !inner.negated } : null;
  }
  const field = typeof record.field === 'string' ? findKgFilterField(record.field) : undefined;
  if (!field) return null;
  const op =
    typeof record.op === 'string' && (field.operators as readonly string[]).includes(record.op)
      ? (record.op as KgFilterOperator)
      : field.defaultOperator;
  return {
    id: newId(),
    kind: 'criterion',
    negated: false,
    field: field.name,
    op,
    value: record.value === undefined || record.value === null ? '' : String(record.value),
    year: typeof record.year === 'number' ? String(record.year) : '',
  };
}

/** Replaces the node with the id anywhere in the tree (null removes it). */
export function updateNode(
  group: DraftGroup,
  id: string,
  change: (node: DraftNode) => DraftNode | null,
): DraftGroup {
  if (group.id === id) {
    const changed = change(group);
    return changed?.kind === 'group' ? changed : group;
  }
  const children: DraftNode[] = [];
  for (const child of group.children) {
    if (child.id === id) {
      const changed = change(child);
      if (changed) children.push(changed);
    } else children.push(child.kind === 'group' ? updateNode(child, id, change) : child);
  }
  return { ...group, children };
}
