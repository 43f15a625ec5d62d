/** @jsxImportSource hono/jsx */
/**
 * Decision 083: the event form the owner's page, the public proposal and the desk share (no script; every value
 * escaped; a refused post shows it again with what was typed, the field marked and named).
 */
import type { Child, FC } from "hono/jsx";
import {
  dayWords,
  eventAges,
  eventAgesWords,
  eventDays,
  eventKinds,
  eventKindWords,
  eventStatuses,
  eventStatusWords,
} from "../../core/events/event-words";
import { styles } from "../web/layout";
import { eventFieldLabels, type EventFieldName, type EventFields } from "./form";

/** A refused field: which, and why (in words that start with the field's label). */
export interface EventProblem {
  field: EventFieldName | "";
  problem: string;
}

const nthChoices: [string, string][] = [
  ["1", "First"],
  ["2", "Second"],
  ["3", "Third"],
  ["4", "Fourth"],
  ["-1", "Last"],
];

/**
 * The form: `action` posted to; `where` shows the place and venue fields (the proposal and the desk; the owner's
 * page knows its place); `source` the "where it is announced" fields; `children` go before the button (the
 * proposal's email and honeypot). `level`: its heading's level, 2 under a page's h1 (the proposal, the desk, an edit
 * page), 3 inside a section of its own (the owner's page's "Events").
 */
export const EventForm: FC<{
  action: string;
  heading: string;
  fields: EventFields;
  problem?: EventProblem;
  where?: boolean;
  source?: boolean;
  submit: string;
  id?: string;
  level?: 2 | 3;
  children?: Child;
}> = ({
  action,
  heading,
  fields,
  problem,
  where = false,
  source = false,
  submit,
  id = "event",
  level = 2,
  children,
}) => {
  const key = (name: string) => `${id}-${name}`;
  const invalid = (name: EventFieldName) =>
    problem?.field === name ? { "aria-invalid": "true", "aria-describedby": `${key("problem")}` } : {};
  const Text: FC<{ name: EventFieldName; type?: string; required?: boolean; maxlength?: number }> = ({
    name,
    type = "text",
    required = false,
    maxlength = 200,
  }) => (
    <div>
      <label htmlFor={key(name)} class="block text-sm font-medium">
        {eventFieldLabels[name]}
      </label>
      <input
        id={key(name)}
        name={name}
        type={type}
        value={fields[name]}
        required={required}
        maxlength={maxlength}
        class={styles.input}
        {...invalid(name)}
      />
    </div>
  );
  const Select: FC<{ name: EventFieldName; choices: readonly [string, string][] }> = ({ name, choices }) => (
    <div>
      <label htmlFor={key(name)} class="block text-sm font-medium">
        {eventFieldLabels[name]}
      </label>
      <select id={key(name)} name={name} class={styles.input} {...invalid(name)}>
        {choices.map(([value, words]) => (
          <option value={value} selected={fields[name] === value}>
            {words}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form method="post" action={action} class="mt-4 rounded-md border p-4" aria-labelledby={key("heading")}>
      {level === 3 ? (
        <h3 id={key("heading")} class="font-semibold">
          {heading}
        </h3>
      ) : (
        <h2 id={key("heading")} class="font-semibold">
          {heading}
        </h2>
      )}
      {problem && (
        <p id={key("problem")} role="alert" class={`${styles.alert} mt-3`}>
          Nothing was saved. {problem.problem}
        </p>
      )}
      <div class="mt-3 grid gap-4 sm:grid-cols-2">
        <Text name="title" required maxlength={120} />
        <Select name="kind" choices={eventKinds.map((kind) => [kind, eventKindWords[kind]])} />
        {where && (
          <>
            <Text name="place" />
            <Text name="venueName" maxlength={120} />
            <Text name="venueAddress" />
            <Text name="venueNeighborhood" maxlength={80} />
          </>
        )}
        <Text name="start" type="datetime-local" required />
        <Text name="end" type="datetime-local" required />
        <Select
          name="repeat"
          choices={[
            ["once", "Once"],
            ["weekly", "Weekly, on the days ticked"],
            ["monthly", "Monthly, on a weekday of a week"],
          ]}
        />
        <Text name="until" type="date" />
      </div>
      <fieldset class="mt-4">
        <legend class="text-sm font-medium">Weekly on</legend>
        <div class="mt-2 flex flex-wrap gap-4">
          {eventDays.map((day) => (
            <span class="flex items-center gap-2">
              <input
                id={key(`day-${day}`)}
                type="checkbox"
                name={`day-${day}`}
                value="yes"
                checked={fields[`day-${day}`] !== ""}
              />
              <label htmlFor={key(`day-${day}`)}>{dayWords[day]}</label>
            </span>
          ))}
        </div>
      </fieldset>
      <div class="mt-4 grid gap-4 sm:grid-cols-2">
        <Select name="nth" choices={nthChoices} />
        <Select name="monthDay" choices={eventDays.map((day) => [day, dayWords[day]])} />
        <Text name="except" maxlength={1000} />
        <Text name="price" maxlength={20} />
        <Text name="url" type="url" maxlength={500} />
        <Select
          name="ages"
          choices={[["", "Not said"], ...eventAges.map((ages) => [ages, eventAgesWords[ages]] as [string, string])]}
        />
        <Select name="status" choices={eventStatuses.map((status) => [status, eventStatusWords[status]])} />
        <Text name="performers" maxlength={1000} />
        <Text name="organizerName" maxlength={120} />
        <Text name="organizerUrl" type="url" maxlength={500} />
        {source && (
          <>
            <Text name="sourceUrl" type="url" maxlength={500} />
            <Text name="sourcePublisher" maxlength={120} />
          </>
        )}
      </div>
      <div class="mt-4 flex items-center gap-2">
        <input id={key("soldOut")} type="checkbox" name="soldOut" value="yes" checked={fields.soldOut !== ""} />
        <label htmlFor={key("soldOut")}>{eventFieldLabels.soldOut}</label>
      </div>
      <label htmlFor={key("description")} class="mt-4 block text-sm font-medium">
        {eventFieldLabels.description}
      </label>
      <textarea
        id={key("description")}
        name="description"
        rows={3}
        maxlength={500}
        class={styles.textarea}
        {...invalid("description")}
      >
        {fields.description}
      </textarea>
      {children}
      <button type="submit" class={`${styles.button} mt-4`}>
        {submit}
      </button>
    </form>
  );
};
