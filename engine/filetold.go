package engine

import (
	"errors"
	"io/fs"
	"os"
	"strconv"
	"strings"
	"syscall"
	"tabletop/engine/i18n"
)

// inputTold is an *InputError at file:line whose message is msg of a
// registered catalogue, wrapping err (which may be nil) for errors.Is.
func inputTold(file string, line int, err error, msg string, args i18n.Args) *InputError {
	ie := InputErrorTold(file, line, msg, args)
	if err != nil {
		ie.Err = err
	}
	return ie
}

// OSReason is what the operating system said about a file (err, an
// *os.PathError or what it wraps), as a phrase for the errors people meet
// most (a file missing, no permission, a disk full), else the system's
// own (English) text: an argument for a catalogue message.
func OSReason(err error) any {
	var id string
	switch {
	case errors.Is(err, syscall.EMFILE) && fileLimit() >= 0:
		// The system says "too many open files": the limit is named.
		return i18n.Phrase{ID: "engine.error.os.too-many-files", Args: i18n.Args{"Limit": fileLimit()}}
	case errors.Is(err, fs.ErrNotExist):
		id = "engine.error.os.not-exist"
	case errors.Is(err, fs.ErrPermission):
		id = "engine.error.os.permission"
	case errors.Is(err, syscall.ENOTDIR):
		id = "engine.error.os.not-dir"
	case errors.Is(err, syscall.EISDIR):
		id = "engine.error.os.is-dir"
	case errors.Is(err, syscall.ENOSPC):
		id = "engine.error.os.no-space"
	case errors.Is(err, syscall.EROFS):
		id = "engine.error.os.read-only-fs"
	default:
		return unwrapPathError(err)
	}
	if text := i18n.Say("en", id, nil); text != unwrapPathError(err) {
		// The system words it otherwise (another system, another
		// error under the same class): keep its words.
		return unwrapPathError(err)
	}
	return i18n.Phrase{ID: id}
}

// OSError is err as the operating system wrote it ("open FILE: permission
// denied"), with the reason told in other languages (OSReason): an
// argument for a catalogue message.
func OSError(err error) any {
	var pe *os.PathError
	var le *os.LinkError
	switch {
	case errors.As(err, &pe) && pe.Error() == err.Error():
		return i18n.Phrase{ID: "engine.error.os.path", Args: i18n.Args{"Op": pe.Op, "Path": pe.Path, "Reason": OSReason(pe.Err)}}
	case errors.As(err, &le) && le.Error() == err.Error():
		return i18n.Phrase{ID: "engine.error.os.link", Args: i18n.Args{"Op": le.Op, "Old": le.Old, "New": le.New, "Reason": OSReason(le.Err)}}
	}
	var errno syscall.Errno
	if errors.As(err, &errno) && errno.Error() == err.Error() {
		return OSReason(err)
	}
	return err.Error()
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
	if s := Suggest(key, known); s != "" {
		return i18n.Phrase{ID: "engine.error.key.typo", Args: i18n.Args{"Key": strconv.Quote(key), "Suggest": strconv.Quote(s)}}
	}
	if len(known) == 0 {
		return i18n.Phrase{ID: "engine.error.key.unknown", Args: i18n.Args{"Key": strconv.Quote(key)}}
	}
	return i18n.Phrase{ID: "engine.error.key.known", Args: i18n.Args{"Key": strconv.Quote(key), "Known": strings.Join(known, ", ")}}
}
