/** `POST /api/schools/:id/new-year` and its undo (docs/school-year.md), for a school's administrators. */
import type { FastifyPluginCallback } from 'fastify';
import { NewYearRequestSchema, NewYearUndoSchema } from '../../../src/domain/school-year/new-year-schema';
import { SCHOOL_YEAR_MESSAGES as M } from '../../../src/domain/school-year/school-year-messages';
import { SCHOOL_MESSAGES } from '../../../src/domain/schools/school-messages';
import { ADMINS } from '../../auth/school-access';
import { limitBody } from '../../http/body-limits';
import { answered, runWrite } from '../../http/write';
import { requestLanguage } from '../../i18n/translate';
import { declareRoute } from '../../kit/declared-route';
import { idParams } from '../../kit/list-query';
import { IDEMPOTENCY_KEY } from '../../openapi/route-doc';
import { startNewYear, undoNewYear } from './school-year-service';

export interface SchoolYearRoutesOptions {
  /** The time the undo's 7 days are counted from and against. */
  now: () => Date;
}

const SchoolIdParams = idParams(SCHOOL_MESSAGES.idInvalid);
const NOT_YOURS = {
  403: "Another school's administrator",
  404: 'No such school, or a deleted one',
};

export const schoolYearRoutes: FastifyPluginCallback<SchoolYearRoutesOptions> = (app, { now }, done) => {
  declareRoute(
    app,
    {
      method: 'POST',
      url: '/:id/new-year',
      tag: 'schools',
      access: ADMINS,
      params: SchoolIdParams,
      summary: 'Start the new year: every class a grade up, the top grade leaves',
      description:
        'One transaction with the school locked (docs/school-year.md). `classes` is the preview: every live ' +
        "class with its attending pupils' count and `pupilsDigest`. `new_classes` names the classes the move " +
        'creates; `repeaters` stay in their class; `roll_numbers` are the roll numbers chosen for clashes. ' +
        'Answers the school as it is now, what the move did, and `records`: every record it changed as ' +
        '`{ entity, _id, version }` with its new version.',
      body: NewYearRequestSchema,
      ...limitBody('batch'),
      headers: [IDEMPOTENCY_KEY],
      answer: {
        status: 200,
        description: 'The school in its new year, and the counts of the move',
        schema: 'Data',
      },
      refusals: {
        ...NOT_YOURS,
        400: 'A bad body, a new class without its id or with a teacher of another school, or a roll number that still clashes (naming the pupil and the class)',
        409: "The school's year is not `from_year` (`new_year_started`), its previous start can still be undone (`new_year_recent`), or its classes or pupils changed since the preview (`preview_outdated`)",
      },
    },
    async ({ params, body }, request, reply) =>
      runWrite(
        request,
        reply,
        answered(M.started, (context) =>
          startNewYear(context, request.currentUser, params.id, body, now(), requestLanguage(request)),
        ),
      ),
  );

  declareRoute(
    app,
    {
      method: 'POST',
      url: '/:id/new-year/undo',
      tag: 'schools',
      access: ADMINS,
      params: SchoolIdParams,
      summary: 'Undo the new year, within 7 days of starting it',
      description:
        'Restores every pupil the move changed (class, roll number, leaving, history), removes the classes ' +
        'it created that no pupil or subject links to, and gives the school back its year. Answers the school, the counts and ' +
        '`records`: every record it changed as `{ entity, _id, version }` with its new version.',
      body: NewYearUndoSchema,
      headers: [IDEMPOTENCY_KEY],
      answer: { status: 200, description: 'The school in its year before', schema: 'Data' },
      refusals: {
        ...NOT_YOURS,
        400: 'A bad body',
        409: 'More than 7 days after the start, or the school is not in `year` (`undo_closed`); a pupil added since holds a restored roll number (`duplicate`); a class a pupil would go back to was deleted since (`undo_blocked`)',
      },
    },
    async ({ params, body }, request, reply) =>
      runWrite(
        request,
        reply,
        answered(M.undone, (context) => undoNewYear(context, request.currentUser, params.id, body, now())),
      ),
  );
  done();
};
