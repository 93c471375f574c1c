import { useCallback } from 'react';

/** One chosen photo: an object URL made when the picture is shown, released when it goes (or the file changes). */
function PhotoPreview({ file }: { file: File }) {
  const attach = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return;
      const url = URL.createObjectURL(file);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return <img ref={attach} alt={file.name} width={96} height={96} className="rounded border bg-white object-fit-cover" />;
}

/** The chosen photos as thumbnails, so the seller sees what goes with the rejection. */
export function PhotoPreviews({ files, testId }: { files: readonly File[]; testId: string }) {
  if (files.length === 0) return null;
  return (
    <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0 mt-2" data-testid={testId}>
      {files.map((file, index) => (
        <li key={`${index}-${file.name}-${file.size}`}>
          <PhotoPreview file={file} />
        </li>
      ))}
    </ul>
  );
}
