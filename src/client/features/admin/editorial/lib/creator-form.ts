// The creator editor's values as typed and the bodies built from them: the whole
// CreatorCreateBody for a new creator, only the changed fields (and the reason) for an edit,
// checked with the shared schema before anything is sent.
import {
  type AdminCreator,
  CreatorCreateBody,
  CreatorUpdateBody,
} from "../../../../../shared/contracts/editorial";
import { type FormErrors, issuesToErrors, lines, parseNumber } from "./form-errors";

export interface CreatorFormValues {
  name: string;
  bio: string;
  background: string;
  website: string;
  avatarUrl: string;
  youtube: string;
  instagram: string;
  x: string;
  specialties: string;
  socialMediaPlatform: string;
  followerCount: string;
  reason: string;
}

export type CreatorField = keyof CreatorFormValues;

export const CREATOR_FIELDS: readonly CreatorField[] = [
  "name",
  "bio",
  "background",
  "website",
  "avatarUrl",
  "youtube",
  "instagram",
  "x",
  "specialties",
  "socialMediaPlatform",
  "followerCount",
  "reason",
];

export function emptyCreatorValues(): CreatorFormValues {
  return {
    name: "",
    bio: "",
    background: "",
    website: "",
    avatarUrl: "",
    youtube: "",
    instagram: "",
    x: "",
    specialties: "",
    socialMediaPlatform: "",
    followerCount: "",
    reason: "",
  };
}

export function creatorValues(creator: AdminCreator): CreatorFormValues {
  return {
    name: creator.name,
    bio: creator.bio,
    background: creator.background,
    website: creator.website ?? "",
    avatarUrl: creator.avatarUrl ?? "",
    youtube: creator.youtube ?? "",
    instagram: creator.instagram ?? "",
    x: creator.x ?? "",
    specialties: creator.specialties.join("\n"),
    socialMediaPlatform: creator.socialMediaPlatform ?? "",
    followerCount: String(creator.followerCount),
    reason: "",
  };
}

type Built<T> = { ok: true; body: T } | { ok: false; errors: FormErrors };

const address = (text: string) => (text.trim() === "" ? null : text.trim());

function fieldsOf(values: CreatorFormValues): { fields: Record<string, unknown>; errors: FormErrors } {
  const errors: FormErrors = {};
  const followerCount = parseNumber(values.followerCount, { integer: true });
  if (followerCount === "invalid") errors.followerCount = "Enter the number of followers as a whole number.";
  return {
    errors,
    fields: {
      name: values.name.trim(),
      bio: values.bio.trim(),
      background: values.background.trim(),
      website: address(values.website),
      avatarUrl: address(values.avatarUrl),
      youtube: address(values.youtube),
      instagram: address(values.instagram),
      x: address(values.x),
      specialties: lines(values.specialties),
      socialMediaPlatform:
        values.socialMediaPlatform.trim() === "" ? null : values.socialMediaPlatform.trim(),
      followerCount: typeof followerCount === "number" ? followerCount : undefined,
    },
  };
}

function defined(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

export function buildCreatorCreateBody(values: CreatorFormValues): Built<CreatorCreateBody> {
  const { fields, errors } = fieldsOf(values);
  // A new creator leaves out what was not given: the server's defaults apply.
  const body = defined(
    Object.fromEntries(
      Object.entries(fields).map(([key, value]) => [
        key,
        value === null || value === "" || (Array.isArray(value) && value.length === 0) ? undefined : value,
      ]),
    ),
  );
  const parsed = CreatorCreateBody.safeParse(body);
  const all = { ...(parsed.success ? {} : issuesToErrors(parsed.error.issues)), ...errors };
  if (Object.keys(all).length > 0) return { ok: false, errors: all };
  return { ok: true, body: parsed.data as CreatorCreateBody };
}

export function buildCreatorUpdateBody(
  values: CreatorFormValues,
  creator: AdminCreator,
): Built<CreatorUpdateBody> {
  const { fields, errors } = fieldsOf(values);
  if (values.followerCount.trim() === "")
    errors.followerCount = "Enter the number of followers (0 when unknown).";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const before = fieldsOf(creatorValues(creator)).fields;
  const changed = defined(
    Object.fromEntries(
      Object.entries(fields).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key])),
    ),
  );
  if (Object.keys(changed).length === 0) {
    return { ok: false, errors: { form: "Nothing has changed: edit a field before saving." } };
  }
  const reason = values.reason.trim();
  const parsed = CreatorUpdateBody.safeParse({ ...changed, ...(reason ? { reason } : {}) });
  if (!parsed.success) return { ok: false, errors: issuesToErrors(parsed.error.issues) };
  return { ok: true, body: parsed.data };
}
