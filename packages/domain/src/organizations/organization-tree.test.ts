import { describe, expect, it } from 'vitest';
import {
  ancestorChain,
  buildTree,
  collectTreeIds,
  filterTree,
  isTreeSearchActive,
} from './organization-tree';

const flat = [
  { id: 1, name: 'Landeskirche', parentId: null },
  { id: 2, name: 'Kirchenbezirk Nord', parentId: 1 },
  { id: 3, name: 'Gemeinde Zell', parentId: 2 },
  { id: 4, name: 'Gemeinde Au', parentId: 2 },
  { id: 5, name: 'Kirchenbezirk Süd', parentId: 1 },
  { id: 6, name: 'Gemeinde Berg', parentId: 5 },
];

describe('buildTree', () => {
  it('nests by parent and sorts by German name', () => {
    const [root] = buildTree(flat);
    expect(root?.name).toBe('Landeskirche');
    expect(root?.children.map((child) => child.name)).toEqual(['Kirchenbezirk Nord', 'Kirchenbezirk Süd']);
    expect(root?.children[0]?.children.map((child) => child.name)).toEqual(['Gemeinde Au', 'Gemeinde Zell']);
  });

  it('makes an organisation whose parent is hidden a root', () => {
    const roots = buildTree(flat.filter((organization) => organization.id !== 1));
    expect(roots.map((root) => root.id)).toEqual([2, 5]);
  });
});

describe('filterTree', () => {
  const roots = buildTree(flat);

  it.each([
    ['', [1, 2, 4, 3, 5, 6]],
    ['Be', [1, 2, 4, 3, 5, 6]], // fewer than 3 characters: no filter
    ['berg', [1, 5, 6]],
    ['GEMEINDE Z', [1, 2, 3]],
    ['nord', [1, 2, 4, 3]],
    ['xyz', []],
  ])('query %j keeps %j', (query, ids) => {
    expect(collectTreeIds(filterTree(roots, query))).toEqual(ids);
  });

  it('needs at least 3 characters, ignoring blanks', () => {
    expect(isTreeSearchActive('ab')).toBe(false);
    expect(isTreeSearchActive('  ab ')).toBe(false);
    expect(isTreeSearchActive('abc')).toBe(true);
  });
});

describe('ancestorChain', () => {
  it('runs from the root to the organisation', () => {
    expect(ancestorChain(flat, 6).map((organization) => organization.id)).toEqual([1, 5, 6]);
  });
  it('stops where the list ends', () => {
    expect(ancestorChain(flat.slice(1), 3).map((organization) => organization.id)).toEqual([2, 3]);
  });
});
