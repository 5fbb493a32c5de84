// Package config is the config command: it shows where the config file
// is and which defaults are in force, and where each comes from. The file
// itself is read by cmd/internal/userconfig. Its words are in cmd's
// catalogue (cmd/locales).
package config

import (
	"fmt"
	"os"

	"github.com/olekukonko/tablewriter"
	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/internal/userconfig"
	"tabletop/engine/i18n"
)

// Options is everything config needs: whether to print JSON, and the
// streams and message lookup it runs with (from the factory).
type Options struct {
	JSON bool
	IO   cmdutil.IOStreams
	Tr   func(lang, id string, data i18n.Args) string
}

// NewCmdConfig builds the config command from f. When runF is not nil
// the command, once its flags are read into Options, calls runF instead
// of showing the config (the tests of its flags).
func NewCmdConfig(f *cmdutil.Factory, runF func(*Options) error) *cli.Command {
	return f.Command(&cli.Command{
		Name:  "config",
		Usage: "show where the config file is and which defaults are in force",
		Description: `The config file keeps the defaults you would otherwise type every time,
in YAML: the language (lang: pl), the players of play, table and pad new
(players: Ann,Ben,bot:greedy), the folder pad new writes its pads to
(pads: ~/games) and colour (color: never). Flags come first, then the
variables TABLETOP_LANG, TABLETOP_PLAYERS, TABLETOP_PADS and NO_COLOR,
then the file, then the built-in defaults. TABLETOP_CONFIG names another
file (empty: none).

Examples:
   tabletop config
   tabletop config --json`,
		Flags: []cli.Flag{cmdutil.JSONFlag()},
		Action: func(c *cli.Context) error {
			o := &Options{JSON: c.Bool("json"), IO: f.Streams(c), Tr: f.Tr}
			if runF != nil {
				return runF(o)
			}
			return Run(o)
		},
	})
}

// Setting is one line of tabletop config: a setting, its value in force
// and where it comes from.
type Setting struct {
	Key    string `json:"key"`
	Value  string `json:"value"`
	Source string `json:"source"`
}

// Report is the --json document: the file, whether it exists, and the
// settings in force.
type Report struct {
	File     string    `json:"file"`
	Exists   bool      `json:"exists"`
	Settings []Setting `json:"settings"`
}

// Run prints the config file and the defaults in force on o.IO.Out; a
// config file that cannot be read is its error.
func Run(o *Options) error {
	cf := userconfig.Get()
	if cf.Err != nil {
		return cf.Err
	}
	doc := report(cf)
	if o.JSON {
		return cmdutil.WriteJSON(o.IO.Out, doc)
	}
	return printReport(o, doc)
}

// report is what is in force: each setting from its variable, else the
// file, else the default.
func report(cf userconfig.File) Report {
	pick := func(key, env, file, def string) Setting {
		switch {
		case env != "" && os.Getenv(env) != "":
			return Setting{key, os.Getenv(env), env}
		case file != "":
			return Setting{key, file, "file"}
		}
		return Setting{key, def, "default"}
	}
	lang := pick("lang", "TABLETOP_LANG", cf.Lang, i18n.FromEnv(os.Getenv))
	if lang.Source == "default" {
		lang.Source = "locale"
	}
	color := pick("color", "", cf.Color, "auto")
	if _, set := os.LookupEnv("NO_COLOR"); set {
		color = Setting{"color", "never", "NO_COLOR"}
	}
	return Report{File: cf.Path, Exists: cf.Exists, Settings: []Setting{
		lang,
		pick("players", "TABLETOP_PLAYERS", cf.Players, ""),
		pick("pads", "TABLETOP_PADS", cf.Pads, ""),
		color,
	}}
}

// printReport prints doc for people, in o's language. The file's values
// and the variables' are shown with their control characters escaped: a
// terminal's escape sequence in them must not reach the terminal (issue
// 28.20).
func printReport(o *Options, doc Report) error {
	l, tr, out := o.IO.Lang, o.Tr, o.IO.Out
	switch {
	case doc.File == "":
		fmt.Fprintln(out, tr(l, "config.none", nil))
	case doc.Exists:
		fmt.Fprintln(out, tr(l, "config.file", i18n.Args{"File": cmdutil.EscapeControls(doc.File)}))
	default:
		fmt.Fprintln(out, tr(l, "config.missing", i18n.Args{"File": cmdutil.EscapeControls(doc.File)}))
	}
	t := tablewriter.NewWriter(out)
	t.Header(tr(l, "config.setting", nil), tr(l, "config.value", nil), tr(l, "config.from", nil))
	for _, s := range doc.Settings {
		v := cmdutil.EscapeControls(s.Value)
		if v == "" {
			v = tr(l, "config.unset."+s.Key, nil)
		}
		from := s.Source
		if from == "file" || from == "default" || from == "locale" {
			from = tr(l, "config.source."+from, nil)
		}
		if err := t.Append(s.Key, v, from); err != nil {
			return err
		}
	}
	return t.Render()
}
