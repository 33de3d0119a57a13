import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useEditorState, type Editor } from '@tiptap/react';
import { EDITOR_FIELDS, EDITOR_NODE, type EditorField } from '@shared/email/editor-document';
import { useLayoutEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ArrowDropDownIcon } from '@/components/icons/arrow-drop-down-icon';
import { DataObjectIcon } from '@/components/icons/data-object-icon';
import { FormatBoldIcon } from '@/components/icons/format-bold-icon';
import { FormatItalicIcon } from '@/components/icons/format-italic-icon';
import { FormatListBulletedIcon } from '@/components/icons/format-list-bulleted-icon';
import { FormatListNumberedIcon } from '@/components/icons/format-list-numbered-icon';
import { HorizontalRuleIcon } from '@/components/icons/horizontal-rule-icon';
import { ImageIcon } from '@/components/icons/image-icon';
import { LinkIcon } from '@/components/icons/link-icon';
import { SmartButtonIcon } from '@/components/icons/smart-button-icon';

export type EditorDialog = 'link' | 'button' | 'picture';

const TEXT_STYLES = [
  { label: 'Paragraph', level: null },
  { label: 'Heading', level: 1 },
  { label: 'Subheading', level: 2 },
] as const;

/** Arrow keys, Home and End move between the items; Tab enters the toolbar once, at the item used last (WAI-ARIA toolbar). */
function useRovingFocus() {
  const [toolbar, setToolbar] = useState<HTMLDivElement | null>(null);
  const [current, setCurrent] = useState(0);
  const items = () => Array.from(toolbar?.querySelectorAll<HTMLElement>('[data-toolbar-item]') ?? []);
  // After every render: items come and go with the editor's state, and MUI sets their tabIndex.
  useLayoutEffect(() => {
    const all = Array.from(toolbar?.querySelectorAll<HTMLElement>('[data-toolbar-item]') ?? []);
    all.forEach((el, i) => (el.tabIndex = i === Math.min(current, all.length - 1) ? 0 : -1));
  });
  const onKeyDown = (e: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    if (at < 0) return;
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: all.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    all[(next + all.length) % all.length]!.focus();
  };
  const onFocus = (e: { target: EventTarget }) => {
    const at = items().indexOf(e.target as HTMLElement);
    if (at >= 0) setCurrent(at);
  };
  return { attach: setToolbar, onKeyDown, onFocus };
}

function ToolButton({ label, pressed, onClick, children }: { label: string; pressed?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip title={label}>
      <IconButton
        data-toolbar-item
        aria-label={label}
        aria-pressed={pressed}
        onClick={onClick}
        size="small"
        sx={pressed ? { bgcolor: 'action.selected', color: 'primary.main' } : undefined}
      >
        {children}
      </IconButton>
    </Tooltip>
  );
}

/** A toolbar button that opens a menu of choices. */
function MenuButton({
  label,
  text,
  icon,
  children,
}: {
  label: string;
  text: string;
  icon?: ReactNode;
  children: (chosen: () => void) => ReactNode;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // A choice sends the focus to the editor; Escape brings it back here. The menu's own return of it would come later
  // than the editor's, and take it from there.
  const dismiss = () => {
    anchor?.focus();
    setAnchor(null);
  };
  return (
    <>
      <Button
        data-toolbar-item
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        size="small"
        color="inherit"
        startIcon={icon}
        endIcon={<ArrowDropDownIcon />}
        sx={{ textTransform: 'none', fontWeight: 600, px: 1 }}
      >
        {text}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={dismiss} disableRestoreFocus>
        {children(() => setAnchor(null))}
      </Menu>
    </>
  );
}

const Separator = () => <Divider orientation="vertical" flexItem sx={{ mx: 0.5, my: 0.5 }} />;

export function EditorToolbar({ editor, editorId, onDialog }: { editor: Editor; editorId: string; onDialog: (d: EditorDialog) => void }) {
  const { attach, onKeyDown, onFocus } = useRovingFocus();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      level: TEXT_STYLES.find((s) => s.level !== null && e.isActive('heading', { level: s.level }))?.level ?? null,
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      button: e.isActive(EDITOR_NODE.button),
      picture: e.isActive('image'),
    }),
  });
  const chain = () => editor.chain().focus();
  const style = TEXT_STYLES.find((s) => s.level === state.level)!;
  const insertField = (name: EditorField) => chain().insertContent({ type: EDITOR_NODE.field, attrs: { name } }).run();
  return (
    <Box
      ref={attach}
      role="toolbar"
      aria-label="Formatting"
      aria-controls={editorId}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.25, p: 0.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <MenuButton label={`Text style: ${style.label}`} text={style.label}>
        {(close) =>
          TEXT_STYLES.map((s) => (
            <MenuItem
              key={s.label}
              selected={s.level === state.level}
              onClick={() => {
                close();
                if (s.level === null) chain().setParagraph().run();
                else chain().setHeading({ level: s.level }).run();
              }}
            >
              {s.label}
            </MenuItem>
          ))
        }
      </MenuButton>
      <Separator />
      <ToolButton label="Bold" pressed={state.bold} onClick={() => chain().toggleBold().run()}>
        <FormatBoldIcon fontSize="small" />
      </ToolButton>
      <ToolButton label="Italic" pressed={state.italic} onClick={() => chain().toggleItalic().run()}>
        <FormatItalicIcon fontSize="small" />
      </ToolButton>
      <ToolButton label="Link" pressed={state.link} onClick={() => onDialog('link')}>
        <LinkIcon fontSize="small" />
      </ToolButton>
      <Separator />
      <ToolButton label="Bulleted list" pressed={state.bulletList} onClick={() => chain().toggleBulletList().run()}>
        <FormatListBulletedIcon fontSize="small" />
      </ToolButton>
      <ToolButton label="Numbered list" pressed={state.orderedList} onClick={() => chain().toggleOrderedList().run()}>
        <FormatListNumberedIcon fontSize="small" />
      </ToolButton>
      <Separator />
      <ToolButton label={state.button ? 'Edit button' : 'Button'} pressed={state.button} onClick={() => onDialog('button')}>
        <SmartButtonIcon fontSize="small" />
      </ToolButton>
      <ToolButton label={state.picture ? 'Edit picture' : 'Picture'} pressed={state.picture} onClick={() => onDialog('picture')}>
        <ImageIcon fontSize="small" />
      </ToolButton>
      <ToolButton label="Divider" onClick={() => chain().setHorizontalRule().run()}>
        <HorizontalRuleIcon fontSize="small" />
      </ToolButton>
      <Separator />
      <MenuButton label="Personalize" text="Personalize" icon={<DataObjectIcon fontSize="small" />}>
        {(close) =>
          (Object.keys(EDITOR_FIELDS) as EditorField[]).map((name) => (
            <MenuItem
              key={name}
              onClick={() => {
                close();
                insertField(name);
              }}
            >
              <ListItemText primary={EDITOR_FIELDS[name]} secondary={`{{${name}}}`} />
            </MenuItem>
          ))
        }
      </MenuButton>
    </Box>
  );
}
