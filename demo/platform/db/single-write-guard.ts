// The rule of `db.singleWrite` (database.ts): the work reads, then writes with one statement, its last. A Kysely plugin
// counts the statements as they are built and throws before sending a second write, or any statement after the
// write, so work that outgrows the rule fails in the tests of both databases instead of losing its atomicity. It sees
// statements Kysely builds (insertInto, updateTable, deleteFrom, mergeInto); a raw `sql` write is not told apart from
// a read, so singleWrite work writes through the query builder.
import {
  DeleteQueryNode,
  InsertQueryNode,
  MergeQueryNode,
  UpdateQueryNode,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

const isWrite = (node: RootOperationNode) =>
  InsertQueryNode.is(node) || UpdateQueryNode.is(node) || DeleteQueryNode.is(node) || MergeQueryNode.is(node);

export class SingleWriteGuard implements KyselyPlugin {
  #wrote = false;

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (this.#wrote)
      throw new Error(
        `db.singleWrite: ${node.kind} not sent: the work already wrote, and its write must be its last statement ` +
          '(use db.transaction)',
      );
    if (isWrite(node)) this.#wrote = true;
    return node;
  }

  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result);
  }
}
