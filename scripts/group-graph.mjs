// The module graph of the script tag's build, grouped (docs/design.md, "The script tag's files"): the policy Rollup's
// `manualChunks` follows (build-script-tag.mjs). The graph maps each module to the modules it imports statically and
// dynamically (`{statics, dynamics, bytes}`); every group reaches the modules its entries import statically; a module belongs to the
// lowest group that every group reaching it builds on (their lowest common ancestor in the tree of groups), so a page
// that loads a group has loaded every module that group imports. A dynamic import() of a module that no group lists is
// a group of its own, placed under the group of the code importing it (or under a group that one builds on).
//
// Each group is one file. A group whose modules other groups import statically is "shared": its file and the files of
// every group below it sit in a folder of their own, so a retry can read that folder under another spelling.
import path from 'node:path';

function closure(graph, entries) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of graph.get(file)?.statics ?? []) visit(next);
  };
  entries.forEach(visit);
  return seen;
}

function createTree(groups) {
  const ancestry = (name) => {
    const chain = [];
    for (let current = name; current; current = groups.get(current).parent) chain.unshift(current);
    return chain;
  };
  /** The deepest group that every group in `names` builds on. */
  const lowestCommon = (names) => {
    const chains = [...names].map(ancestry);
    let depth = 0;
    while (chains.every((chain) => chain[depth] !== undefined && chain[depth] === chains[0][depth])) depth++;
    return chains[0][depth - 1];
  };
  const isAncestor = (ancestor, name) => ancestry(name).includes(ancestor);
  return { ancestry, lowestCommon, isAncestor };
}

/** The group of every module some group reaches: the lowest common ancestor of the groups reaching it. */
function assignOwners(groups, reach) {
  const tree = createTree(groups);
  const users = new Map();
  for (const [name, modules] of reach) {
    if (!groups.has(name) || (groups.get(name).parent === undefined && name !== 'core')) continue;
    for (const file of modules) {
      if (!users.has(file)) users.set(file, new Set());
      users.get(file).add(name);
    }
  }
  const owners = new Map();
  for (const [file, names] of users) owners.set(file, tree.lowestCommon(names));
  return owners;
}

function lazyName(file) {
  return path.basename(file).replace(/\.[cm]?[jt]s$/, '');
}

/** The declared groups plus one group per dynamically imported module they do not list. */
function collectGroups(graph, declared) {
  const groups = new Map();
  const entryGroup = new Map();
  for (const [name, spec] of Object.entries(declared)) {
    groups.set(name, { name, parent: spec.parent, entries: [...spec.modules], lazy: false });
    for (const file of spec.modules) {
      if (!graph.has(file)) throw new Error(`chunk groups: ${name} lists ${file}, which the build never reaches`);
      if (entryGroup.has(file))
        throw new Error(`chunk groups: ${file} is listed by ${entryGroup.get(file)} and ${name}`);
      entryGroup.set(file, name);
    }
  }
  for (const node of graph.values()) {
    for (const target of node.dynamics) {
      if (entryGroup.has(target)) continue;
      const name = lazyName(target);
      if (groups.has(name)) throw new Error(`chunk groups: two groups named ${name} (${target})`);
      groups.set(name, { name, parent: undefined, entries: [target], lazy: true });
      entryGroup.set(target, name);
    }
  }
  return { groups, entryGroup };
}

/** Places each lazy group under the deepest group whose modules it imports (core when it imports none). */
function placeLazyGroups(graph, groups, reach) {
  const lazies = [...groups.values()].filter((group) => group.lazy);
  for (let round = 0; round <= lazies.length; round++) {
    const owners = assignOwners(groups, reach);
    const tree = createTree(groups);
    let placed = 0;
    for (const group of lazies) {
      if (group.parent !== undefined) continue;
      // Under the deepest group it imports from, on the line of the group of the code that imports it (whose page has
      // loaded what that line holds); a module it shares with a group off that line moves to where both meet.
      const importers = [...graph].filter(([, node]) => node.dynamics.includes(group.entries[0])).map(([file]) => file);
      if (importers.some((file) => !owners.has(file))) continue;
      const cap = tree.lowestCommon(importers.map((file) => owners.get(file)));
      const below = new Map();
      for (const file of reach.get(group.name)) {
        const owner = owners.get(file);
        if (!owner || owner === group.name) continue;
        // A module of a group off that line ends up where the two lines meet: as deep as the lazy group can go. The
        // core imports modules of every group (the tag table, the client parts), which says nothing about their place.
        const meeting = cap === 'core' || tree.isAncestor(owner, cap) ? owner : tree.lowestCommon([owner, cap]);
        below.set(meeting, (below.get(meeting) ?? 0) + (graph.get(file)?.bytes ?? 0));
      }
      // Of equally deep groups, the one it imports most from.
      const depth = (name) => tree.ancestry(name).length;
      const [deepest = 'core'] = [...below.keys()].sort(
        (a, b) => depth(b) - depth(a) || below.get(b) - below.get(a) || a.localeCompare(b),
      );
      group.parent = deepest;
      placed++;
    }
    if (lazies.every((group) => group.parent !== undefined)) return;
    if (placed === 0) break;
  }
  const stuck = lazies.filter((group) => group.parent === undefined).map((group) => group.name);
  throw new Error(`chunk groups: cannot place ${stuck.join(', ')}`);
}

/**
 * Groups the graph: `groups` (name -> {name, parent, entries, lazy, shared, folder, modules}) and `owners` (module ->
 * group name). `folder` is where the group's file sits, relative to the chunk folder ('' for the core and its leaves).
 */
export function groupGraph(graph, declared) {
  const { groups, entryGroup } = collectGroups(graph, declared);
  const reach = new Map([...groups.values()].map((group) => [group.name, closure(graph, group.entries)]));
  placeLazyGroups(graph, groups, reach);
  const owners = assignOwners(groups, reach);
  for (const group of groups.values()) {
    group.modules = [...owners]
      .filter(([, owner]) => owner === group.name)
      .map(([file]) => file)
      .sort();
    group.shared = false;
  }
  for (const [file, node] of graph) {
    for (const target of node.statics) {
      const from = owners.get(file);
      const to = owners.get(target);
      if (from && to && from !== to) groups.get(to).shared = true;
    }
  }
  const spaceOf = (name) => {
    const group = groups.get(name);
    if (!group.parent) return '';
    const parentSpace = spaceOf(group.parent);
    return group.shared ? `${parentSpace}${name}/` : parentSpace;
  };
  for (const group of groups.values()) group.folder = spaceOf(group.name);
  return { groups, owners, entryGroup };
}
