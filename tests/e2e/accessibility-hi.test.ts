/** axe-core over every screen in Hindi: see `a11y-axe.ts`. */
import { axeEveryScreenIn } from './a11y-axe';

axeEveryScreenIn('hi');
