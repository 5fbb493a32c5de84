package fileio

import (
	"errors"
	"os"
	"strings"
	"syscall"

	"tabletop/engine/filelock"
	"tabletop/engine/i18n"
	"tabletop/engine/typo"
)

// OSReason is what the operating system said about a file (err, an
// *os.PathError or what it wraps), as a phrase for the errors people meet
// most (a file missing, no permission, a disk full: the system's errno,
// worded as Linux and macOS word it), else the system's own (English)
// text: an argument for a catalogue message.
func OSReason(err error) any {
	if errors.Is(err, filelock.ErrHeldHere) {
		return i18n.Message("engine.error.os.lock-held-here", nil)
	}
	if errors.Is(err, syscall.EMFILE) && fileLimit() >= 0 {
		// The system says "too many open files": the limit is named.
		return i18n.Message("engine.error.os.too-many-files", i18n.Args{"Limit": fileLimit()})
	}
	reason := err
	if pe := (*os.PathError)(nil); errors.As(err, &pe) {
		reason = pe.Err
	}
	// Only the errno itself: another system's error under the same class
	// (Windows', EPERM beside EACCES) keeps the system's words.
	errno, ok := reason.(syscall.Errno)
	if !ok {
		return reason.Error()
	}
	switch errno {
	case syscall.ENOENT:
		return i18n.Message("engine.error.os.not-exist", nil)
	case syscall.EACCES:
		return i18n.Message("engine.error.os.permission", nil)
	case syscall.ENOTDIR:
		return i18n.Message("engine.error.os.not-dir", nil)
	case syscall.EISDIR:
		return i18n.Message("engine.error.os.is-dir", nil)
	case syscall.ENOSPC:
		return i18n.Message("engine.error.os.no-space", nil)
	case syscall.EROFS:
		return i18n.Message("engine.error.os.read-only-fs", nil)
	}
	return reason.Error()
}

// OSError is err as the operating system wrote it ("open FILE: permission
// denied"), with the reason told in other languages (OSReason): an
// argument for a catalogue message. Any other error is itself (told as
// ErrorIn tells it).
func OSError(err error) any {
	if errors.Is(err, filelock.ErrHeldHere) {
		return OSReason(err)
	}
	switch e := err.(type) {
	case *os.PathError:
		return i18n.Message("engine.error.os.path", i18n.Args{"Op": e.Op, "Path": e.Path, "Reason": OSReason(e.Err)})
	case *os.LinkError:
		return i18n.Message("engine.error.os.link", i18n.Args{"Op": e.Op, "Old": e.Old, "New": e.New, "Reason": OSReason(e.Err)})
	case syscall.Errno:
		return OSReason(err)
	}
	return err
}

// kindPhrase names a file that is not a regular file (a folder, a FIFO...).
func kindPhrase(m os.FileMode) i18n.Phrase {
	switch {
	case m.IsDir():
		return i18n.Message("engine.error.kind.folder", nil)
	case m&os.ModeNamedPipe != 0:
		return i18n.Message("engine.error.kind.fifo", nil)
	case m&os.ModeSocket != 0:
		return i18n.Message("engine.error.kind.socket", nil)
	case m&os.ModeDevice != 0:
		return i18n.Message("engine.error.kind.device", nil)
	}
	return i18n.Message("engine.error.kind.special", nil)
}

// fileKindPhrase names one of tabletop's kinds of file (KindLog...).
func fileKindPhrase(kind string) i18n.Phrase {
	switch kind {
	case KindLog:
		return i18n.Message("engine.error.file.log", nil)
	case KindPad:
		return i18n.Message("engine.error.file.pad", nil)
	case KindPosition:
		return i18n.Message("engine.error.file.position", nil)
	case KindJournal:
		return i18n.Message("engine.error.file.journal", nil)
	}
	return i18n.Message("engine.error.text", i18n.Args{"Text": kind})
}

// UnknownKeyPhrase is UnknownKey as a phrase to tell in any language.
func UnknownKeyPhrase(key string, known []string) i18n.Phrase {
	if s := typo.Suggest(key, known); s != "" {
		return i18n.Message("engine.error.key.typo", i18n.Args{"Key": i18n.Quoted(key), "Suggest": i18n.Quoted(s)})
	}
	if len(known) == 0 {
		return i18n.Message("engine.error.key.unknown", i18n.Args{"Key": i18n.Quoted(key)})
	}
	return i18n.Message("engine.error.key.known", i18n.Args{"Key": i18n.Quoted(key), "Known": strings.Join(known, ", ")})
}
