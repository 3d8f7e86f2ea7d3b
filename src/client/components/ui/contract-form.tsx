// The form primitive every form uses: useContractForm holds a form's state (its values, the problem
// under each field and the one above the button), FormField draws a labelled field with its hint and
// problem, FormAlert a problem with the whole form, SubmitButton the button that sends it. The
// values are checked with the same shared zod contract the server uses, and each problem goes under
// its field with the first such field focused. Fields are controlled and change on `input` events,
// which is what early-input.js dispatches to hand over text typed before the app started.
// zod is imported for its types only. This folder is outside components/ and lib/, which the build
// puts in the chunk every first screen loads: the screens with forms load it as one small chunk.
import { LoaderCircle, type LucideIcon } from "lucide-react";
import {
  type ChangeEvent,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
  useId,
  useRef,
  useState,
} from "react";
import type { ZodType } from "zod";
import { Button, type ButtonProps } from "./button";
import { cn } from "./cn";
import { Label } from "./label";

type Values = object;
type Name<V> = Extract<keyof V, string>;
/** The fields whose value is text (the ones an input, textarea or select edits). */
export type TextName<V> = { [K in Name<V>]: V[K] extends string ? K : never }[Name<V>];
export type FieldErrors<V> = Partial<Record<Name<V>, string>>;

type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What an input, textarea or select needs to be one of the form's fields. */
export interface ControlProps {
  id: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<TextControl>) => void;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

export interface ContractForm<V extends Values, Out> {
  values: V;
  setValues: Dispatch<SetStateAction<V>>;
  errors: FieldErrors<V>;
  /** The problem that belongs to no field (a refusal from the server), or null. */
  formError: string | null;
  setFormError: (message: string | null) => void;
  /** Sets one field and clears its problem. */
  set: <K extends Name<V>>(name: K, value: V[K]) => void;
  /** Checks the values (or `input`, built from them) with the contract: the parsed body, or null
   * with each problem under its field and the first of those fields focused. `problems`, found
   * before the contract (text that is not a number), are shown with its own and win over them. */
  validate: (input?: unknown, problems?: FieldErrors<V>) => Out | null;
  /** Shows a problem under one field (a server's answer about it) and focuses that field. */
  fail: (name: Name<V>, message: string) => void;
  /** Back to the first values (or `next`), without problems. */
  reset: (next?: V) => void;
  idOf: (name: Name<V>) => string;
  errorIdOf: (name: Name<V>) => string;
  hintIdOf: (name: Name<V>) => string;
  /** value and onChange, for a field that draws its own label (Field, PasswordField). */
  bind: (name: TextName<V>) => Pick<ControlProps, "value" | "onChange">;
  /** Everything a control needs; `withHint` when a hint is read with it. */
  control: (name: TextName<V>, withHint?: boolean) => ControlProps;
}

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** The first problem of each named field, in the order of the contract's issues. A field typed one
 * entry a line (sent as a list) says which line: "Line 2: …". */
export function errorsOf<V extends Values>(
  issues: readonly Issue[],
  names: readonly Name<V>[],
): FieldErrors<V> {
  const found: FieldErrors<V> = {};
  for (const issue of issues) {
    const [name, line] = issue.path;
    if (typeof name === "string" && (names as readonly string[]).includes(name))
      found[name as Name<V>] ??=
        typeof line === "number" ? `Line ${line + 1}: ${issue.message}` : issue.message;
  }
  return found;
}

/**
 * A form checked with `schema` (null for one checked by the shared auth rules instead), starting
 * from `initial`: one key a field, in the order of the page.
 */
export function useContractForm<V extends Values, Out = V>(
  schema: ZodType<Out> | null,
  initial: V | (() => V),
): ContractForm<V, Out> {
  const prefix = useId();
  const [values, setValues] = useState<V>(initial);
  const first = useRef(values);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const names = Object.keys(first.current) as Name<V>[];

  const idOf = (name: Name<V>) => `${prefix}-${name}`;
  const errorIdOf = (name: Name<V>) => `${prefix}-${name}-error`;
  const hintIdOf = (name: Name<V>) => `${prefix}-${name}-hint`;

  function show(found: FieldErrors<V>) {
    setErrors(found);
    const invalid = names.find((name) => found[name]);
    if (invalid) document.getElementById(idOf(invalid))?.focus();
  }

  function set<K extends Name<V>>(name: K, value: V[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] === undefined ? current : { ...current, [name]: undefined }));
  }

  function bind(name: TextName<V>) {
    return {
      value: values[name] as string,
      onChange: (event: ChangeEvent<TextControl>) => set(name, event.target.value as V[typeof name]),
    };
  }

  return {
    values,
    setValues,
    errors,
    formError,
    setFormError,
    set,
    validate(input = values, problems = {}) {
      const parsed = schema?.safeParse(input);
      if (parsed?.success !== false && !Object.values(problems).some(Boolean)) {
        if (parsed === undefined) return input as Out;
        setErrors({});
        return parsed.data;
      }
      show({ ...(parsed?.success === false ? errorsOf<V>(parsed.error.issues, names) : {}), ...problems });
      return null;
    },
    fail: (name, message) => show({ [name]: message } as FieldErrors<V>),
    reset(next = first.current) {
      setValues(next);
      setErrors({});
      setFormError(null);
    },
    idOf,
    errorIdOf,
    hintIdOf,
    bind,
    control(name, withHint = false) {
      const described = [errors[name] ? errorIdOf(name) : null, withHint ? hintIdOf(name) : null];
      return {
        id: idOf(name),
        name,
        ...bind(name),
        "aria-invalid": errors[name] ? true : undefined,
        "aria-describedby": described.filter(Boolean).join(" ") || undefined,
      };
    },
  };
}

/**
 * One field of a form made with useContractForm: its label, the control (given by `children`, which
 * receives the id, value, onChange and aria attributes), the hint and the field's problem, both read
 * with the control through aria-describedby.
 */
export function FormField<V extends object, Out>({
  form,
  name,
  label,
  hint,
  className,
  children,
}: {
  form: ContractForm<V, Out>;
  name: TextName<V>;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const control = form.control(name, hint !== undefined);
  return (
    <div className={className}>
      <Label htmlFor={control.id}>{label}</Label>
      {children(control)}
      {hint !== undefined ? (
        <p id={form.hintIdOf(name)} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      <FieldError id={form.errorIdOf(name)} message={form.errors[name]} />
    </div>
  );
}

/** A field's problem, under it; nothing when there is none. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-red-700 dark:text-red-300">
      {message}
    </p>
  ) : null;
}

/** A problem with the whole form (or a refusal), announced when it appears. */
export function FormAlert({
  message,
  id,
  boxed = false,
  className,
}: {
  message: string | null;
  id?: string;
  /** On a tinted panel, for a refusal that stands out from field problems. */
  boxed?: boolean;
  className?: string;
}) {
  if (message === null) return null;
  return (
    <p
      id={id}
      role="alert"
      className={cn(
        boxed
          ? "rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950/50 dark:text-red-200"
          : "text-sm text-red-700 dark:text-red-400",
        className,
      )}
    >
      {message}
    </p>
  );
}

/**
 * A form's submit button: disabled and spinning while the form is sent, with `pendingLabel` (when
 * given) in place of its label meanwhile; `icon` is shown when it is not spinning.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  icon: Icon,
  disabled,
  children,
  ...props
}: Omit<ButtonProps, "type"> & { pending: boolean; pendingLabel?: ReactNode; icon?: LucideIcon }) {
  const iconClass = props.size === "lg" ? "h-5 w-5" : "h-4 w-4";
  return (
    <Button type="submit" disabled={pending || disabled} {...props}>
      {pending ? (
        <LoaderCircle aria-hidden="true" className={`${iconClass} animate-spin`} />
      ) : Icon ? (
        <Icon aria-hidden="true" className={iconClass} />
      ) : null}
      {pending && pendingLabel !== undefined ? pendingLabel : children}
    </Button>
  );
}
