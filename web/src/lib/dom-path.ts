/** Finding an element again by its place in a subtree, after the subtree was rendered afresh (islands/held-taps.ts). */

/** The shape of the DOM that `pathTo` and `nodeAt` walk (an Element). */
export interface TreeNode {
  readonly parentElement: TreeNode | null;
  readonly children: ArrayLike<TreeNode>;
}

/** Where `node` sits under `root`: the child index at each level down, or null when it is not inside it. */
export function pathTo(root: TreeNode, node: TreeNode): number[] | null {
  const path: number[] = [];
  for (let at = node; at !== root; at = at.parentElement!) {
    if (!at.parentElement) return null;
    path.unshift(Array.prototype.indexOf.call(at.parentElement.children, at));
  }
  return path;
}

/** The node at `path` under `root` (as `pathTo` gave it), if the tree still has one there. */
export function nodeAt<T extends TreeNode>(root: T, path: readonly number[]): T | null {
  let at: TreeNode | undefined = root;
  for (const index of path) at = at?.children[index];
  return (at as T | undefined) ?? null;
}
