/** axe-core over every screen in Marathi: see `a11y-axe.ts`. */
import { axeEveryScreenIn } from './a11y-axe';

axeEveryScreenIn('mr');
