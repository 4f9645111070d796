/**
 * fast-check runs from one seed per suite run, so CI never fails at random: the default is fixed, and
 * FC_SEED=<n> (or FC_SEED=random) explores other corners locally. A failing property prints its seed
 * and path, which reproduce it.
 */
import fc from 'fast-check';

const env = process.env.FC_SEED;
const seed = env === 'random' ? Date.now() ^ (Math.random() * 0x7fffffff) : env !== undefined ? Number(env) : 20261121;
fc.configureGlobal({ seed });
