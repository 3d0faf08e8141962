// A small formatted-text editor for product texts (no raw HTML for the admin, no dependency): an editable area with a
// toolbar for paragraphs, bold, italic, bullet lists and links, and beside it the text as the product page renders
// it. What it hands on is already through the shop's allow-list (common/rich-text.ts), as the server stores it, so
// the preview, the dirty state and the save see the same text. The browser's editing commands do the formatting;
// pasting takes plain text only, so no foreign markup or styles slip in.
import { useEffect, useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { RICH_TEXT_LINK, sanitizeProductHtml } from '../../../common/rich-text';
import '../shop/product-page.css';

type Command = 'bold' | 'italic' | 'insertUnorderedList' | 'paragraph';

interface RichTextEditorProps {
  /** The id of the editable area (a field error focuses it). */
  id: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  describedBy?: string;
  /** The language of the text (the store view's), for spelling and screen readers. */
  lang: string;
}

/** Chrome and Firefox still implement these editing commands; they are the only light way to format a selection. */
function run(command: string, value?: string): void {
  document.execCommand(command, false, value);
}

export function RichTextEditor({ id, label, hint, value, onChange, invalid, describedBy, lang }: RichTextEditorProps) {
  const { t } = useLingui();
  const labelId = useId();
  const hintId = useId();
  const linkId = useId();
  const areaRef = useRef<HTMLDivElement>(null);
  /** The text this editor last handed on: a different value came from outside (discard, restore) and is shown. */
  const emitted = useRef<string | null>(null);
  const savedRange = useRef<Range | null>(null);
  const [linking, setLinking] = useState(false);
  const [href, setHref] = useState('https://');
  const [linkError, setLinkError] = useState(false);
  const [active, setActive] = useState<Record<string, boolean>>({});

  useEffect(() => {
    const area = areaRef.current;
    if (!area || value === emitted.current) return;
    area.innerHTML = sanitizeProductHtml(value);
    emitted.current = value;
  }, [value]);

  const emit = () => {
    const area = areaRef.current;
    if (!area) return;
    const html = sanitizeProductHtml(area.innerHTML);
    emitted.current = html;
    onChange(html);
  };
  const refreshActive = () =>
    setActive({
      bold: document.queryCommandState('bold'),
      italic: document.queryCommandState('italic'),
      list: document.queryCommandState('insertUnorderedList'),
    });

  const apply = (command: Command) => {
    areaRef.current?.focus();
    if (command === 'paragraph') run('formatBlock', 'p');
    else run(command);
    emit();
    refreshActive();
  };

  const openLink = () => {
    const selection = document.getSelection();
    savedRange.current = selection && selection.rangeCount > 0 && areaRef.current?.contains(selection.anchorNode) ? selection.getRangeAt(0).cloneRange() : null;
    setLinkError(false);
    setLinking(true);
  };
  const addLink = () => {
    const target = href.trim();
    if (!RICH_TEXT_LINK.test(target)) {
      setLinkError(true);
      return;
    }
    const area = areaRef.current;
    if (!area) return;
    area.focus();
    const selection = document.getSelection();
    if (savedRange.current && selection) {
      selection.removeAllRanges();
      selection.addRange(savedRange.current);
    }
    // Without selected words the address itself becomes the link's text.
    if (!selection || selection.isCollapsed)
      run('insertHTML', `<a href="${target.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">${target.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</a>`);
    else run('createLink', target);
    setLinking(false);
    setHref('https://');
    emit();
  };

  const onFocus = () => run('defaultParagraphSeparator', 'p');
  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    run('insertText', event.clipboardData.getData('text/plain'));
  };
  const onLinkKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      addLink();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setLinking(false);
      areaRef.current?.focus();
    }
  };

  const tool = (command: Command, text: string, pressed?: boolean) => (
    <button
      type="button"
      className="admin-rte-tool"
      aria-pressed={pressed}
      // Keeps the selection in the text while the button is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => apply(command)}
    >
      {text}
    </button>
  );

  return (
    <div className={invalid ? 'admin-field admin-rte has-error' : 'admin-field admin-rte'}>
      <span className="admin-rte-label" id={labelId}>
        {label}
      </span>
      {hint ? (
        <p className="admin-field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <div className="admin-rte-toolbar" role="toolbar" aria-label={t`Formatting of ${label}`} aria-controls={id}>
        {tool('paragraph', t`Paragraph`)}
        {tool('bold', t`Bold`, !!active.bold)}
        {tool('italic', t`Italic`, !!active.italic)}
        {tool('insertUnorderedList', t`Bullet list`, !!active.list)}
        <button
          type="button"
          className="admin-rte-tool"
          aria-expanded={linking}
          aria-controls={linkId}
          onMouseDown={(event) => event.preventDefault()}
          onClick={openLink}
        >
          {t`Link`}
        </button>
      </div>
      {linking ? (
        <div className="admin-rte-link" id={linkId}>
          <label htmlFor={`${linkId}-href`}>{t`Link address`}</label>
          <input
            id={`${linkId}-href`}
            type="url"
            value={href}
            autoFocus
            onChange={(event) => setHref(event.target.value)}
            onKeyDown={onLinkKey}
            aria-invalid={linkError || undefined}
            aria-describedby={linkError ? `${linkId}-error` : undefined}
          />
          <button type="button" className="admin-button is-small" onClick={addLink}>
            {t`Add link`}
          </button>
          <button type="button" className="admin-button is-secondary is-small" onClick={() => setLinking(false)}>
            {t`Cancel`}
          </button>
          {linkError ? (
            <p className="admin-field-error" id={`${linkId}-error`}>
              {t`Enter an address that starts with https://, http://, mailto: or / (a page of this shop).`}
            </p>
          ) : null}
        </div>
      ) : null}
      <div
        id={id}
        ref={areaRef}
        className="admin-rte-area product-description"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-describedby={[hint ? hintId : null, describedBy].filter(Boolean).join(' ') || undefined}
        aria-invalid={invalid || undefined}
        tabIndex={0}
        lang={lang}
        onFocus={onFocus}
        onInput={emit}
        onPaste={onPaste}
        onKeyUp={refreshActive}
        onMouseUp={refreshActive}
      />
      <section className="admin-rte-preview" aria-label={t`Preview of ${label} as the product page shows it`}>
        <p className="admin-rte-preview-title" aria-hidden="true">
          {t`Preview in the shop`}
        </p>
        {/* The allow-list's output (common/rich-text.ts): the product page renders exactly this. */}
        <div className="product-description" lang={lang} dangerouslySetInnerHTML={{ __html: sanitizeProductHtml(value) }} />
      </section>
    </div>
  );
}
