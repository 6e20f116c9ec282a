// Mocha settings of the PostgreSQL step (scripts/test-postgres.mjs): the node step's, counting into its own file.
const base = require('../../.mocharc.cjs');

module.exports = { ...base, 'reporter-option': ['out=test-results/counts-postgres.json'] };
