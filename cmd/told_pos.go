package cmd

import (
	"tabletop/engine"
	"tabletop/engine/i18n"
)

// cliMsgError is an error whose text is a message of the commands' own
// catalogue (cli.LANG.yaml): Error is the English, In tells it in other
// languages. An argument that is an error or an engine.Phrase is told in
// the same language; an argument "Err" that is an error is also what
// the cliMsgError wraps (errors.Is and As see through it), and "Count"
// chooses the plural form.
type cliMsgError struct {
	id   string
	args engine.Args
}

func (e *cliMsgError) Error() string { return e.In(i18n.English) }

// In returns the error's text in lang.
func (e *cliMsgError) In(lang string) string {
	data := make(map[string]any, len(e.args))
	for k, v := range e.args {
		switch x := v.(type) {
		case error:
			v = engine.ErrorIn(lang, x)
		case engine.Phrase:
			v = x.In(lang)
		}
		data[k] = v
	}
	if n, ok := e.args["Count"].(int); ok {
		return trN(lang, e.id, n, data)
	}
	return tr(lang, e.id, data)
}

// Unwrap returns the error under the "Err" argument, if any.
func (e *cliMsgError) Unwrap() error {
	err, _ := e.args["Err"].(error)
	return err
}

// usageMsg is bad input or usage (exit 2) told with message id of the
// commands' catalogue.
func usageMsg(id string, args engine.Args) error {
	return &exitError{code: ExitUsage, err: &cliMsgError{id: id, args: args}}
}
