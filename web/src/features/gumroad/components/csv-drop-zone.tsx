import { UploadFileIcon } from '@/components/icons/upload-file-icon';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState, type DragEvent } from 'react';

interface CsvDropZoneProps {
  file: File | null;
  disabled: boolean;
  onFile: (file: File) => void;
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Pick the export with a real button, or drop it on the box. */
export function CsvDropZone({ file, disabled, onFile }: CsvDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onFile(dropped);
  };

  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      sx={{
        border: '2px dashed',
        borderColor: dragging ? 'secondary.main' : 'grey.400',
        bgcolor: dragging ? 'rgba(27, 152, 224, 0.08)' : 'grey.50',
        borderRadius: 2,
        p: { xs: 2.5, sm: 4 },
        textAlign: 'center',
      }}
    >
      <UploadFileIcon aria-hidden sx={{ fontSize: 40, color: 'primary.main' }} />
      <Typography sx={{ mt: 1, fontWeight: 600 }}>Drop Gumroad’s Sales CSV here</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        or
      </Typography>
      <Button variant="outlined" onClick={() => input.current?.click()} disabled={disabled}>
        Choose CSV file
      </Button>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        aria-label="Gumroad Sales CSV file"
        data-testid="gumroad-csv-input"
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          if (chosen) onFile(chosen);
          // Choosing the same file again (after fixing it) must fire onChange again.
          event.target.value = '';
        }}
      />
      <Typography variant="body2" sx={{ mt: 2, wordBreak: 'break-all' }} aria-live="polite">
        {file ? `Selected: ${file.name} (${formatSize(file.size)})` : 'No file selected'}
      </Typography>
    </Box>
  );
}
