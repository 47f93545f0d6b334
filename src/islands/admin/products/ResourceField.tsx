import { useEffect, useState } from 'react';
import { resourceMessages as text } from '~/domain/bookings/messages-resources.ts';
import type { Resource } from '~/domain/bookings/resources.ts';
import { getResources } from '~/lib/api/admin/resources.ts';
import { SelectField } from '~/islands/ui/Field.tsx';

interface Props {
  inputId: string;
  error: string | undefined;
  value: string;
  onChange: (resourceId: string) => void;
}

/** A service's shared resource (/admin-panel/recursos): none, or one of the list with its places. */
export default function ResourceField({ inputId, error, value, onChange }: Props) {
  const [resources, setResources] = useState<Resource[] | null>(null);
  useEffect(() => {
    let live = true;
    getResources()
      .then(({ data }) => live && setResources(data))
      // Without the list the service keeps what it has: its current resource stays the one option.
      .catch(() => live && setResources([]));
    return () => {
      live = false;
    };
  }, []);
  const listed = resources ?? [];
  return (
    <SelectField
      inputId={inputId}
      name="resourceId"
      label={text.serviceFieldLabel}
      hint={text.serviceFieldHint}
      error={error}
      value={value}
      disabled={resources === null}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{text.serviceFieldNone}</option>
      {value && !listed.some((resource) => resource._id === value) && <option value={value}>{text.serviceFieldLabel}</option>}
      {listed.map((resource) => (
        <option key={resource._id} value={resource._id}>
          {text.serviceFieldOption(resource.name, resource.capacity)}
        </option>
      ))}
    </SelectField>
  );
}
