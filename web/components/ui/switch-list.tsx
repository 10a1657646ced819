import { SwitchRow } from './switch.tsx'

export type SwitchListProps<Key extends string> = {
  rows: { key: Key; label: string; description: string }[]
  values: Record<Key, boolean>
  onChange: (values: Record<Key, boolean>) => void
}

/** A group of labelled switches over one settings object; each change hands back the whole object. */
export function SwitchList<Key extends string>({ rows, values, onChange }: SwitchListProps<Key>) {
  return (
    <>
      {rows.map(({ key, label, description }) => (
        <SwitchRow
          key={key}
          label={label}
          description={description}
          checked={values[key]}
          onCheckedChange={(checked) => onChange({ ...values, [key]: checked })}
        />
      ))}
    </>
  )
}
