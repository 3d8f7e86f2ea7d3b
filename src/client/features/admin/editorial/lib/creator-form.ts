// The creator editor's values as typed and the bodies built from them: the whole
// CreatorCreateBody for a new creator, only the changed fields (and the reason) for an edit. The
// form checks them with the shared contract before anything is sent.
import type { AdminCreator } from "../../../../../shared/contracts/editorial";
import type { FieldErrors } from "../../../../components/ui/contract-form";
import { type Candidate, editInput, lines, newItemInput, orNull, parseNumber } from "./desk-form";

/** In the order of the page: the first field with a problem is focused. */
export interface CreatorFormValues {
  name: string;
  bio: string;
  background: string;
  specialties: string;
  socialMediaPlatform: string;
  followerCount: string;
  website: string;
  avatarUrl: string;
  youtube: string;
  instagram: string;
  x: string;
  reason: string;
}

export function emptyCreatorValues(): CreatorFormValues {
  return {
    name: "",
    bio: "",
    background: "",
    specialties: "",
    socialMediaPlatform: "",
    followerCount: "",
    website: "",
    avatarUrl: "",
    youtube: "",
    instagram: "",
    x: "",
    reason: "",
  };
}

export function creatorValues(creator: AdminCreator): CreatorFormValues {
  return {
    name: creator.name,
    bio: creator.bio,
    background: creator.background,
    specialties: creator.specialties.join("\n"),
    socialMediaPlatform: creator.socialMediaPlatform ?? "",
    followerCount: String(creator.followerCount),
    website: creator.website ?? "",
    avatarUrl: creator.avatarUrl ?? "",
    youtube: creator.youtube ?? "",
    instagram: creator.instagram ?? "",
    x: creator.x ?? "",
    reason: "",
  };
}

function fieldsOf(values: CreatorFormValues) {
  const problems: FieldErrors<CreatorFormValues> = {};
  const followerCount = parseNumber(values.followerCount, { integer: true });
  if (followerCount === "invalid")
    problems.followerCount = "Enter the number of followers as a whole number.";
  const fields: Record<string, unknown> = {
    name: values.name.trim(),
    bio: values.bio.trim(),
    background: values.background.trim(),
    specialties: lines(values.specialties),
    socialMediaPlatform: orNull(values.socialMediaPlatform),
    followerCount: typeof followerCount === "number" ? followerCount : undefined,
    website: orNull(values.website),
    avatarUrl: orNull(values.avatarUrl),
    youtube: orNull(values.youtube),
    instagram: orNull(values.instagram),
    x: orNull(values.x),
  };
  return { fields, problems };
}

/** A new creator's body (CreatorCreateBody), to check with the contract. */
export function creatorCreateInput(values: CreatorFormValues): Candidate<CreatorFormValues> {
  const { fields, problems } = fieldsOf(values);
  return newItemInput(fields, ["name"], problems);
}

/** An edit's body (CreatorUpdateBody): the fields that differ from the creator as loaded. */
export function creatorUpdateInput(
  values: CreatorFormValues,
  creator: AdminCreator,
): Candidate<CreatorFormValues> {
  const { fields, problems } = fieldsOf(values);
  if (values.followerCount.trim() === "")
    problems.followerCount = "Enter the number of followers (0 when unknown).";
  return editInput(fields, fieldsOf(creatorValues(creator)).fields, values.reason, problems);
}
