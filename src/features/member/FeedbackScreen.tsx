import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { call } from '../../api/client';
import {
  countWords,
  FEEDBACK_MAX_IMAGE_BYTES,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_WORDS,
  submitFeedback,
  type FeedbackImage,
} from '../../api/contract/feedback';
import { errorCodeOf, errorMessage } from '../../i18n/errorMessages';
import { readImage } from './readImage';
import './member.css';
import './catalog';

interface Picked extends FeedbackImage {
  preview: string;
}

/**
 * Feedback (`/m/feedback`): text within the word range and up to three PNG or JPG images of at most 5 MB. The app
 * checks each file's first bytes before sending; the server checks them again.
 */
export default function FeedbackScreen() {
  const { t, i18n } = useLingui();
  const [content, setContent] = useState('');
  const [images, setImages] = useState<Picked[]>([]);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const words = countWords(content);
  const inRange = words >= FEEDBACK_WORDS.min && words <= FEEDBACK_WORDS.max;

  useEffect(() => () => images.forEach((i) => URL.revokeObjectURL(i.preview)), [images]);

  const pick = async (files: FileList | null) => {
    setProblem(undefined);
    const chosen = [...(files ?? [])];
    if (images.length + chosen.length > FEEDBACK_MAX_IMAGES) {
      setProblem(t`At most ${FEEDBACK_MAX_IMAGES} images`);
      return;
    }
    const read: Picked[] = [];
    for (const file of chosen) {
      const image = file.size <= FEEDBACK_MAX_IMAGE_BYTES ? await readImage(file) : null;
      if (!image) {
        setProblem(i18n._(errorMessage('feedback.image.invalid')));
        return;
      }
      read.push({ ...image, preview: URL.createObjectURL(file) });
    }
    setImages([...images, ...read]);
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!inRange || busy) return;
    setBusy(true);
    setProblem(undefined);
    try {
      await call(submitFeedback, {
        body: { content: content.trim(), images: images.map(({ name, data }) => ({ name, data })) },
      });
      setSent(true);
      setContent('');
      setImages([]);
    } catch (error) {
      setProblem(i18n._(errorMessage(errorCodeOf(error))));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="mine feedback" onSubmit={(e) => void submit(e)} noValidate aria-label={t`Feedback`}>
      {sent && (
        <p className="feedback-sent" role="status">
          <Trans>Thank you. Your feedback was sent.</Trans>
        </p>
      )}
      <label htmlFor="feedback-content" className="feedback-label">
        <Trans>Your feedback</Trans>
      </label>
      <textarea
        id="feedback-content"
        rows={7}
        maxLength={5000}
        value={content}
        onChange={(e) => {
          setSent(false);
          setContent(e.target.value);
        }}
        aria-describedby="feedback-count"
      />
      <p id="feedback-count" className={`feedback-count${content && !inRange ? ' off' : ''}`}>
        <Trans>
          {words} words ({FEEDBACK_WORDS.min} to {FEEDBACK_WORDS.max})
        </Trans>
      </p>
      <div className="feedback-images">
        {images.map((image, index) => (
          <figure key={image.preview} className="feedback-thumb">
            <img src={image.preview} alt={image.name} />
            <button
              type="button"
              className="btn btn-small"
              aria-label={t`Remove ${image.name}`}
              onClick={() => setImages(images.filter((_, i) => i !== index))}
            >
              ×
            </button>
          </figure>
        ))}
        {images.length < FEEDBACK_MAX_IMAGES && (
          <label className="btn feedback-add">
            <Trans>Add image</Trans>
            <input
              type="file"
              accept="image/png,image/jpeg"
              multiple
              className="visually-hidden"
              onChange={(e) => {
                void pick(e.target.files);
                e.target.value = '';
              }}
            />
          </label>
        )}
      </div>
      <p className="feedback-hint">
        <Trans>Up to 3 PNG or JPG images, at most 5 MB each.</Trans>
      </p>
      {problem && (
        <p className="records-problem" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={!inRange || busy}>
        <Trans>Send feedback</Trans>
      </button>
    </form>
  );
}
