// The order the checks of one operation run in. It matters, and this list is the one place that sets it:
//
// 1. `method`: the 405 probe. First, and the only check that also runs where the operation may not be called
//    (writes not allowed): an undeclared method has no handler to act with.
// 2. `csrf` and 3. `no-session`: the refusals come before anything valid is sent, so that each meets a request the
//    server would otherwise carry out (not a second invite or delete), and only state the refused request could have
//    changed tells whether it changed nothing (after a real DELETE the resource is gone anyway).
// 4. `examples` and 5. `generated`: the valid requests. They fill the context's `valid` requests and answers, and
//    offer each answer to the journeys, which start from the first one answering their link's status.
// 6. `accepted`: judges the examples' answers (sends nothing), so after 4 and 5.
// 7. `polling`: asks the first valid request again until its result is ready.
// 8. `invalid`: invalid requests, after the valid ones, so that none of them can stand in a journey's way.
// 9. `journey`: reports last, naming the links no valid request could start.
//
// The report shows the checks in another order (`CHECKS` in types.ts).
import { accepted } from './accepted.ts';
import type { Step } from './context.ts';
import { csrf } from './csrf.ts';
import { examples } from './examples.ts';
import { generated } from './generated.ts';
import { invalid } from './invalid.ts';
import { journey } from './journey.ts';
import { method } from './method.ts';
import { noSession } from './no-session.ts';
import { polling } from './polling.ts';

export const ORDER: readonly Step[] = [method, csrf, noSession, examples, generated, accepted, polling, invalid, journey];
