import type { ReactNode } from 'react';
import { Modal } from '@mantine/core';

/**
 * A centred dialog for the picture features. Built from Modal's parts because the plain Modal
 * renders its title bar as a <header> (a second "banner" landmark beside the page's) and its close
 * button without a name: here the bar is a plain group and the button says "Close".
 */
export function ImageDialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal.Root opened onClose={onClose} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header role="none">
          <Modal.Title>{title}</Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
