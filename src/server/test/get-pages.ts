// GETs of several pages in turn through inject, each answer with its path: for the tests that check
// one rule over a list of pages (served as the plain shell, rendered on the server, a 404).
import type { FastifyInstance, LightMyRequestResponse } from "fastify";

export async function getPages(
  app: FastifyInstance,
  paths: readonly string[],
): Promise<[path: string, response: LightMyRequestResponse][]> {
  const answers: [string, LightMyRequestResponse][] = [];
  for (const path of paths) answers.push([path, await app.inject({ method: "GET", url: path })]);
  return answers;
}
