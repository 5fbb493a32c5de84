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
		return i18n.Phrase{ID: "engine.error.os.lock-held-here"}
	}
	if errors.Is(err, syscall.EMFILE) && fileLimit() >= 0 {
		// The system says "too many open files": the limit is named.
		return i18n.Phrase{ID: "engine.error.os.too-many-files", Args: i18n.Args{"Limit": fileLimit()}}
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
		return i18n.Phrase{ID: "engine.error.os.not-exist"}
	case syscall.EACCES:
		return i18n.Phrase{ID: "engine.error.os.permission"}
	case syscall.ENOTDIR:
		return i18n.Phrase{ID: "engine.error.os.not-dir"}
	case syscall.EISDIR:
		return i18n.Phrase{ID: "engine.error.os.is-dir"}
	case syscall.ENOSPC:
		return i18n.Phrase{ID: "engine.error.os.no-space"}
	case syscall.EROFS:
		return i18n.Phrase{ID: "engine.error.os.read-only-fs"}
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
		return i18n.Phrase{ID: "engine.error.os.path", Args: i18n.Args{"Op": e.Op, "Path": e.Path, "Reason": OSReason(e.Err)}}
	case *os.LinkError:
		return i18n.Phrase{ID: "engine.error.os.link", Args: i18n.Args{"Op": e.Op, "Old": e.Old, "New": e.New, "Reason": OSReason(e.Err)}}
	case syscall.Errno:
		return OSReason(err)
	}
	return err
}

// kindPhrase names a file that is not a regular file (a folder, a FIFO...).
func kindPhrase(m os.FileMode) i18n.Phrase {
	switch {
	case m.IsDir():
		return i18n.Phrase{ID: "engine.error.kind.folder"}
	case m&os.ModeNamedPipe != 0:
		return i18n.Phrase{ID: "engine.error.kind.fifo"}
	case m&os.ModeSocket != 0:
		return i18n.Phrase{ID: "engine.error.kind.socket"}
	case m&os.ModeDevice != 0:
		return i18n.Phrase{ID: "engine.error.kind.device"}
	}
	return i18n.Phrase{ID: "engine.error.kind.special"}
}

// fileKindPhrase names one of tabletop's kinds of file (KindLog...).
func fileKindPhrase(kind string) i18n.Phrase {
	switch kind {
	case KindLog:
		return i18n.Phrase{ID: "engine.error.file.log"}
	case KindPad:
		return i18n.Phrase{ID: "engine.error.file.pad"}
	case KindPosition:
		return i18n.Phrase{ID: "engine.error.file.position"}
	case KindJournal:
		return i18n.Phrase{ID: "engine.error.file.journal"}
	}
	return i18n.Phrase{ID: "engine.error.text", Args: i18n.Args{"Text": kind}}
}

// UnknownKeyPhrase is UnknownKey as a phrase to tell in any language.
func UnknownKeyPhrase(key string, known []string) i18n.Phrase {
	if s := typo.Suggest(key, known); s != "" {
		return i18n.Phrase{ID: "engine.error.key.typo", Args: i18n.Args{"Key": i18n.Quoted(key), "Suggest": i18n.Quoted(s)}}
	}
	if len(known) == 0 {
		return i18n.Phrase{ID: "engine.error.key.unknown", Args: i18n.Args{"Key": i18n.Quoted(key)}}
	}
	return i18n.Phrase{ID: "engine.error.key.known", Args: i18n.Args{"Key": i18n.Quoted(key), "Known": strings.Join(known, ", ")}}
}
