import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { ValidationError } from 'yup';
import { useFirestore, useFirestoreCollectionData, useFunctions } from 'reactfire';
import { AdminShell } from '@/components/admin/admin-shell';
import { useToast } from '@/components/feedback/toast-provider';
import { PICTURES, type SitePicture } from '@/config/pictures';
import { errorMessage } from '@/lib/callable-error';
import {
  PHOTO_ALT_MAX,
  PHOTO_MAX_BYTES,
  PHOTO_MESSAGES,
  PHOTO_MIN_WIDTH,
  PICTURE_SLOT_NAMES,
  PICTURE_SLOTS,
  siteMediaOf,
  UPLOAD_ACCEPT,
  uploadSitePhotoSchema,
  variantPath,
  VIDEO_LIMIT_WORDS,
  videoPath,
  type PictureSlot,
  type SiteMedia,
} from '@shared/pictures/site-photos';
import { fileSizeProblem, removeSitePhoto, sitePhotosCollection, uploadSitePhoto } from '../api/site-photos';

/** What is wrong with the alt text, by the rule the upload function checks it with, or null. */
function altProblem(alt: string): string | null {
  try {
    uploadSitePhotoSchema.validateSyncAt('alt', { alt });
    return null;
  } catch (err) {
    if (err instanceof ValidationError) return err.message;
    throw err;
  }
}

/** Each slot's drawing, as the pages show it without a photo. */
const DRAWINGS = Object.fromEntries(
  Object.values(PICTURES as Record<string, SitePicture>)
    .filter((p) => p.slot)
    .map((p) => [p.slot!, p]),
) as Record<PictureSlot, SitePicture>;

export default function PicturesPage() {
  const firestore = useFirestore();
  const photosQuery = useMemo(() => sitePhotosCollection(firestore), [firestore]);
  const { status, data } = useFirestoreCollectionData(photosQuery, { idField: 'id' });
  const photos = new Map<string, SiteMedia>();
  for (const d of data ?? []) {
    const photo = siteMediaOf(d);
    if (photo) photos.set(d.id as string, photo);
  }

  return (
    <AdminShell title="Pictures">
      <Typography sx={{ maxWidth: 800, mb: 3 }}>
        Put a photo of your own in place of any of the site&apos;s drawings. JPEG, PNG, WebP or AVIF, at most{' '}
        {PHOTO_MAX_BYTES / 1024 / 1024} MB, and at least {PHOTO_MIN_WIDTH.toLocaleString('en-US')} px wide once cropped to the
        drawing&apos;s shape (the crop keeps what draws the eye). Or a video that plays muted in a loop: MP4 or WebM, {VIDEO_LIMIT_WORDS};
        it covers the drawing&apos;s shape, and visitors who ask for less motion see the drawing. A new photo or video shows on the page
        within a minute; removing it brings the drawing back.
      </Typography>
      {status === 'error' && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          The photos could not be loaded. Reload the page to try again.
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, maxWidth: 1200 }}>
        {PICTURE_SLOT_NAMES.map((slot) => (
          <SlotCard key={slot} slot={slot} photo={photos.get(slot) ?? null} loading={status === 'loading'} />
        ))}
      </Box>
    </AdminShell>
  );
}

function SlotCard({ slot, photo, loading }: { slot: PictureSlot; photo: SiteMedia | null; loading: boolean }) {
  const functions = useFunctions();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const latest = useRef<File | null>(null);
  const [sizeProblem, setSizeProblem] = useState<string | null>(null);
  const [alt, setAlt] = useState('');
  const [altError, setAltError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<'uploading' | 'removing' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { label } = PICTURE_SLOTS[slot];
  const drawing = DRAWINGS[slot];
  const id = `picture-${slot}`;
  const kind = photo?.kind ?? 'photo';
  const Kind = kind === 'video' ? 'Video' : 'Photo';

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    const altText = alt.trim();
    const altWrong = altProblem(altText);
    setAltError(altWrong);
    const fileProblem = file ? sizeProblem : PHOTO_MESSAGES.chooseFile;
    setProblem(fileProblem);
    if (!file || altWrong || fileProblem) return;
    setBusy('uploading');
    try {
      const saved = await uploadSitePhoto(functions, slot, file, altText);
      setFile(null);
      setAlt('');
      toast({
        title: saved.kind === 'video' ? 'Video saved' : 'Photo saved',
        message: `${label}: it shows on the page within a minute.`,
        severity: 'success',
      });
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    setConfirming(false);
    setBusy('removing');
    try {
      await removeSitePhoto(functions, slot);
      toast({ title: `${Kind} removed`, message: `${label}: the drawing shows again within a minute.`, severity: 'success' });
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby={`${id}-title`}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" id={`${id}-title`} sx={{ fontWeight: 800, mb: 1.5 }}>
          {label}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr', mb: 2 }}>
          <figure style={{ margin: 0 }}>
            <Thumbnail slot={slot} src={drawing.src} alt={drawing.alt} />
            <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {photo ? `Drawing (shows again if the ${kind} is removed)` : 'Drawing (shown now)'}
            </Typography>
          </figure>
          <figure style={{ margin: 0 }}>
            {photo ? (
              <>
                {photo.kind === 'video' ? (
                  <Thumbnail slot={slot} video={videoPath(photo)} alt={photo.alt} />
                ) : (
                  <Thumbnail slot={slot} src={variantPath(photo.hash, photo.widths[0]!, 'jpeg')} alt={photo.alt} />
                )}
                <Typography component="figcaption" variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                  {Kind} (shown now). Alt text: {photo.alt}
                </Typography>
              </>
            ) : (
              <Box
                sx={{
                  aspectRatio: `${PICTURE_SLOTS[slot].width} / ${PICTURE_SLOTS[slot].height}`,
                  border: '2px dashed',
                  borderColor: 'grey.400',
                  borderRadius: 1,
                  display: 'grid',
                  placeItems: 'center',
                  p: 1,
                  textAlign: 'center',
                }}
              >
                <Typography variant="body2" color="text.secondary">
                  {loading ? 'Loading...' : 'No photo or video'}
                </Typography>
              </Box>
            )}
          </figure>
        </Box>
        <form noValidate onSubmit={upload} aria-label={`Upload a photo or video: ${label}`}>
          <Stack spacing={2}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Button variant="outlined" onClick={() => input.current?.click()} disabled={busy !== null}>
                {photo ? 'Choose a new photo or video' : 'Choose a photo or video'}
              </Button>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} aria-live="polite">
                {file ? file.name : 'No file chosen'}
              </Typography>
              <input
                ref={input}
                type="file"
                accept={UPLOAD_ACCEPT}
                hidden
                aria-label={`Photo or video for ${label}`}
                onChange={(event) => {
                  const chosen = event.target.files?.[0] ?? null;
                  latest.current = chosen;
                  setFile(chosen);
                  setSizeProblem(null);
                  setProblem(null);
                  // Its first bytes say whether a photo's or a video's limit holds; a file chosen since then wins.
                  void (chosen ? fileSizeProblem(chosen) : Promise.resolve(null)).then((found) => {
                    if (latest.current !== chosen) return;
                    setSizeProblem(found);
                    setProblem(found);
                  });
                  // Choosing the same file again (after fixing it) must fire onChange again.
                  event.target.value = '';
                }}
              />
            </Stack>
            <TextField
              id={`${id}-alt`}
              label="Alt text"
              required
              value={alt}
              onChange={(event) => setAlt(event.target.value)}
              error={Boolean(altError)}
              helperText={altError ?? 'What the photo or video shows, for people who cannot see it.'}
              disabled={busy !== null}
              slotProps={{ htmlInput: { maxLength: PHOTO_ALT_MAX } }}
              fullWidth
            />
            {problem && (
              <Alert severity="error" role="alert">
                {problem}
              </Alert>
            )}
            <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', rowGap: 1 }}>
              {photo && (
                <Button color="error" onClick={() => setConfirming(true)} disabled={busy !== null}>
                  {busy === 'removing' ? 'Removing...' : `Remove ${kind}`}
                </Button>
              )}
              <Button type="submit" variant="contained" disabled={busy !== null}>
                {busy === 'uploading' ? 'Uploading...' : 'Upload'}
              </Button>
            </Stack>
          </Stack>
        </form>
      </CardContent>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={`${id}-remove-title`}>
        <DialogTitle id={`${id}-remove-title`}>Remove this {kind}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {label} shows its drawing again within a minute. The {kind} is deleted; to show it again, upload it again.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Cancel</Button>
          <Button color="error" variant="contained" onClick={remove}>
            Remove {kind}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}

/** A picture or (muted, looping, as the pages play it) a video in the slot's proportions. */
function Thumbnail({ slot, alt, ...file }: { slot: PictureSlot; alt: string } & ({ src: string } | { video: string })) {
  const { width, height } = PICTURE_SLOTS[slot];
  const sx = { display: 'block', width: '100%', height: 'auto', aspectRatio: `${width} / ${height}`, objectFit: 'cover', borderRadius: 1 };
  if ('video' in file)
    return (
      <Box component="video" src={file.video} aria-label={alt} width={width} height={height} muted loop autoPlay playsInline sx={sx} />
    );
  return <Box component="img" src={file.src} alt={alt} width={width} height={height} loading="lazy" sx={sx} />;
}
