// Scoring a finished quiz: the server's own arithmetic from the
// stored right answers. Nothing here is random.
import {
  LOW_RISK_MIN_SCORE,
  MAX_WEAK_AREAS,
  MEDIUM_RISK_MIN_SCORE,
  type RiskLevel,
} from "../../../shared/contracts/quiz";

export interface ScorableQuestion {
  id: number;
  correctAnswer: number;
  redFlags: string[];
  topic: string;
}

/** Percent correct, rounded to a whole number. */
export function quizScore(correct: number, total: number): number {
  return total <= 0 ? 0 : Math.round((correct / total) * 100);
}

/** 80 and above: low; 60-79: medium; below 60: high. */
export function riskLevelFor(score: number): RiskLevel {
  if (score >= LOW_RISK_MIN_SCORE) return "low";
  if (score >= MEDIUM_RISK_MIN_SCORE) return "medium";
  return "high";
}

/** What to do next about each red-flag topic a member got wrong. */
const TOPIC_ADVICE: Record<string, string> = {
  "income-claims":
    "Treat any specific income figure as an advertisement: ask for the typical results of all buyers, in writing, before you pay.",
  "urgency-scarcity":
    "Ignore countdown timers and 'last spots' claims: sleep on any purchase and compare at least two alternatives.",
  "lifestyle-props":
    "Judge a course by its syllabus and verified student outcomes, not by cars, houses or cash in the creator's videos.",
  "no-experience":
    "Ask what skills, hours and extra costs (ads, tools, stock) the method really needs before you believe 'no experience needed'.",
  "guarantee-catches":
    "Read the refund terms before you pay; avoid guarantees that depend on proving hours of work or other hoops.",
  "fake-testimonials":
    "Look for reviews you can verify outside the sales page, and be wary of identical wording, stock photos and 'as seen on' logos.",
  upsells:
    "Before buying an entry product, find out every later tier, recurring charge and add-on, and untick anything pre-selected.",
  "pyramid-recruitment":
    "Walk away when income depends on recruiting buyers rather than on selling to real customers.",
  "gag-clauses":
    "Never sign an agreement that forbids honest reviews; it is a sign that unhappy buyers exist.",
  "trading-signals":
    "Ask for a complete, independently audited trading record and check the creator and any broker with the financial regulator.",
};

const RISK_ADVICE: Record<RiskLevel, string> = {
  low: "Great instincts. Keep using the red-flag checklist and our trust scores before buying any course.",
  medium:
    "You spot many warning signs, but not all. Review the red flags you missed and run courses through our Fake Guru Detector before buying.",
  high: "You are at real risk from fake-guru marketing. Read our Scam Prevention Guide and check every course's evidence on HypeCheck before paying.",
};

export interface QuizScore {
  correctCount: number;
  totalQuestions: number;
  score: number;
  riskLevel: RiskLevel;
  weakAreas: string[];
  recommendations: string[];
  answers: { questionId: number; answer: number; correctAnswer: number; correct: boolean }[];
}

/**
 * Scores answers given in the order asked. Weak areas: the first red flag of each wrongly answered
 * question, in question order, without repeats, at most 3. Recommendations: the risk level's advice,
 * then one per missed topic (without repeats).
 */
export function scoreQuiz(
  questions: readonly ScorableQuestion[],
  answers: readonly { questionId: number; answer: number }[],
): QuizScore {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const weakAreas: string[] = [];
  const missedTopics: string[] = [];
  let correctCount = 0;
  const outcomes = answers.map(({ questionId, answer }) => {
    const question = byId.get(questionId);
    if (!question) throw new Error(`Question ${questionId} is not in the quiz`);
    const correct = answer === question.correctAnswer;
    if (correct) correctCount += 1;
    else {
      const label = question.redFlags[0];
      if (label && !weakAreas.includes(label) && weakAreas.length < MAX_WEAK_AREAS) weakAreas.push(label);
      if (!missedTopics.includes(question.topic)) missedTopics.push(question.topic);
    }
    return { questionId, answer, correctAnswer: question.correctAnswer, correct };
  });
  const score = quizScore(correctCount, answers.length);
  const riskLevel = riskLevelFor(score);
  const recommendations = [RISK_ADVICE[riskLevel]];
  for (const topic of missedTopics) {
    const advice = TOPIC_ADVICE[topic];
    if (advice && !recommendations.includes(advice)) recommendations.push(advice);
  }
  return {
    correctCount,
    totalQuestions: answers.length,
    score,
    riskLevel,
    weakAreas,
    recommendations,
    answers: outcomes,
  };
}
