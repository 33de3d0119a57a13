import { nodeAt, pathTo, type TreeNode } from '@/lib/dom-path';

interface Node extends TreeNode {
  name: string;
  parentElement: Node | null;
  children: Node[];
}

/** A tree of named nodes, as `tree('root', tree('a'), tree('b', tree('c')))`. */
function tree(name: string, ...children: Node[]): Node {
  const node: Node = { name, parentElement: null, children };
  for (const child of children) child.parentElement = node;
  return node;
}

describe("finding a held click's element again in the hydrated subtree", () => {
  const root = tree('root', tree('banner'), tree('toolbar', tree('share'), tree('copy'), tree('more')));
  const copy = root.children[1]!.children[1]!;

  it('names each level by its child index', () => {
    expect(pathTo(root, copy)).toEqual([1, 1]);
    expect(pathTo(root, root)).toEqual([]);
  });

  it('says when the node is not inside the root', () => {
    expect(pathTo(root.children[0]!, copy)).toBeNull();
  });

  it('finds the node at the same place in a tree rendered afresh', () => {
    const again = tree('root', tree('banner'), tree('toolbar', tree('share'), tree('copy again'), tree('more')));
    expect(nodeAt(again, pathTo(root, copy)!)?.name).toBe('copy again');
    expect(nodeAt(again, [])?.name).toBe('root');
  });

  it('finds nothing where the new tree has no node there', () => {
    expect(nodeAt(tree('root', tree('banner')), [1, 1])).toBeNull();
    expect(nodeAt(tree('root'), [0])).toBeNull();
  });
});
