/** The buttons above a staff panel that pick which of its sections shows: the pressed one is the one shown. */
export function SectionNav<Section extends string>({
  className,
  label,
  sections,
  current,
  choose,
}: {
  className: string;
  /** Names the group for screen readers. */
  label: string;
  sections: readonly { section: Section; label: string }[];
  current: Section;
  choose: (section: Section) => void;
}) {
  return (
    <div className={className} role="group" aria-label={label}>
      {sections.map(({ section, label: name }) => (
        <button
          key={section}
          type="button"
          className="button"
          aria-pressed={current === section}
          onClick={() => choose(section)}
        >
          {name}
        </button>
      ))}
    </div>
  );
}
