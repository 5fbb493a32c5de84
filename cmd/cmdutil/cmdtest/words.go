package cmdtest

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"sync"

	"tabletop/engine/i18n"
)

// Words is the commands' catalogue (cmd/locales, read from the source
// tree): the tests of a command in a package of its own (play) read its
// words as people do with it.
var Words = sync.OnceValue(func() *i18n.Catalog {
	_, file, _, _ := runtime.Caller(0)
	return i18n.MustLoad(os.DirFS(filepath.Join(filepath.Dir(file), "..", "..", "locales")), "cli.*.yaml")
})

// RegisterWords registers Words as the application registers its
// catalogue, for the errors that say its messages (once; a test binary
// of package cmd, which registers its own, must not call it).
var RegisterWords = sync.OnceFunc(func() { i18n.RegisterCatalog("cli", Words) })

// Tr tells message id of Words in lang with data, as the application's
// Factory.Tr does (a seat named as the person takes the second person).
func Tr(lang, id string, data i18n.Args) string {
	cat := Words()
	return cat.Text(lang, cat.PersonID(lang, id, data), data)
}

// TrN is Tr for a message that counts n.
func TrN(lang, id string, n int, data i18n.Args) string {
	cat := Words()
	return cat.Plural(lang, cat.PersonID(lang, id, data), n, data)
}

// MessageID is the ID of the first message err says, through the places
// and exit codes wrapped around it ("" none): what a flags test checks a
// refusal by.
func MessageID(err error) string {
	for e := err; e != nil; e = errors.Unwrap(e) {
		if ie, ok := e.(*i18n.Error); ok && ie.Msg.ID != "" {
			return ie.Msg.ID
		}
	}
	return ""
}
