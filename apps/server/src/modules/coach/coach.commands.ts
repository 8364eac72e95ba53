import { normalizeEmail } from "@cc/contracts/auth";
import { users } from "@cc/db/schema/accounts";
import { eq } from "drizzle-orm";
import {
  type OperatorCommand,
  type OperatorContext,
  OperatorError,
} from "../../core/operator-command";
import { createCoachRepo } from "./coach.repo";
import { createCoachService } from "./coach.service";

const open = ({ database }: OperatorContext) =>
  createCoachService(createCoachRepo(database.db), { db: database.db });

const rebuild: OperatorCommand = {
  name: "coach:rebuild",
  usage: "coach:rebuild [email]",
  summary: "Rebuild the coach's stored review state from the answers (every learner, or one)",
  async run(context, [email]) {
    const coach = open(context);
    let learners = await coach.learnersWithAnswers();
    if (email) {
      const [user] = await context.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, normalizeEmail(email)));
      if (!user) throw new OperatorError(`No account uses the e-mail address ${email}.`);
      learners = [user.id];
    }
    const started = Date.now();
    for (const userId of learners) await coach.rebuild(userId);
    context.out(
      `Rebuilt the review state of ${learners.length} learners in ${Date.now() - started} ms.`,
    );
  },
};

const refit: OperatorCommand = {
  name: "coach:refit",
  usage: "coach:refit",
  summary:
    "Refit the coach's population priors, question offsets and learning rate on learners' answers (daily)",
  async run(context) {
    const started = Date.now();
    const done = await open(context).refit();
    if (!done) throw new OperatorError("Another process is refitting now; try again later.");
    const rates = Object.entries(done.fit.rates)
      .map(([category, rate]) => `${category} ${rate.toFixed(3)}`)
      .join(", ");
    context.out(
      `Fitted on ${done.fit.answers} answers of ${done.fit.learners} learners in ${Date.now() - started} ms, ${Object.keys(done.fit.offsets ?? {}).length} question offsets, learning rate ${(done.fit.learningRate ?? 0).toFixed(3)}: ${rates || "no answers yet"}.`,
    );
  },
};

export const COACH_COMMANDS: readonly OperatorCommand[] = [rebuild, refit];
