// What route modules receive from buildApp: configuration and the services, built once.
import type { Config } from "./config";
import type { Db, DbKind } from "./db/client";
import type { AuthService } from "./modules/auth/auth.service";
import type { SessionService } from "./modules/auth/sessions.service";
import type { CourseService } from "./modules/courses/courses.service";

export interface AppDeps {
  config: Config;
  db: Db;
  dbKind: DbKind;
  sessions: SessionService;
  auth: AuthService;
  /** Shared by the course routes and the server-rendered <head> of /courses/{id}. */
  courses: CourseService;
}
