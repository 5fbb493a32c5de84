package cmd

import (
	"embed"
	"slices"
	"strings"
	"sync"

	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/internal/userconfig"
	"tabletop/engine/i18n"
)

// The words of the commands' human output in every language:
// locales/cli.LANG.yaml, English (cli.en.yaml) the source. --json output
// never uses them.
//
//go:embed locales/*.yaml
var cliLocaleFiles embed.FS

var cliText = sync.OnceValue(func() *i18n.Catalog {
	return i18n.MustLoad(cliLocaleFiles, "locales/cli.*.yaml")
})

// The commands' messages are "cli." and their ID in the catalogue, for
// the errors that say them (cmdutil.CLIError).
func init() { i18n.RegisterCatalog("cli", cliText) }

// tr returns message id of the commands' catalogue in lang, with data
// (placeholder name → value) filled in, as said to a person: a seat named
// as the person takes the catalogue's second person
// (i18n.Catalog.PersonID: "You win", not "You wins").
func tr(lang, id string, data i18n.Args) string {
	cat := cliText()
	return cat.Text(lang, cat.PersonID(lang, id, data), data)
}

// trN is tr for a message that counts: the CLDR plural form of n in lang,
// with {{.Count}} = n.
func trN(lang, id string, n int, data i18n.Args) string {
	cat := cliText()
	return cat.Plural(lang, cat.PersonID(lang, id, data), n, data)
}

// langFlag chooses the language of the words people read. It is on the
// application and on every command, so that it may stand anywhere on the
// command line ("tabletop --lang pl rules mojo", "tabletop rules mojo
// --lang pl").
func langFlag() cli.Flag {
	return &cli.StringFlag{
		Name:  langFlagName,
		Usage: "print text in the language `CODE`: en, pl, fr or ru (default: the locale, from LC_ALL, LC_MESSAGES or LANG, else English; 'tabletop rules --languages' lists them)",
	}
}

const langFlagName = "lang"

// getenv reads the locale variables (TABLETOP_LANG and the config file
// first, localeEnv); tests replace it.
var getenv = userconfig.LocaleEnv

// languageOf returns the language chosen for c's command: the innermost
// --lang given, else the locale of the environment, else English.
func languageOf(c *cli.Context) (string, error) {
	for _, ctx := range c.Lineage() {
		if ctx != nil && ctx.App != nil && slices.Contains(localFlagNames(ctx), langFlagName) {
			value := ctx.String(langFlagName)
			lang, err := i18n.Choose(value, getenv)
			if err != nil {
				return "", cmdutil.UsageError(cmdutil.CLIError("arg.lang", i18n.Args{"Value": i18n.Quoted(value), "Known": strings.Join(i18n.Languages(), ", "), "Err": err}))
			}
			return lang, nil
		}
	}
	if c.App != nil {
		if lang, ok := c.App.Metadata[appLangKey].(string); ok && lang != "" {
			return lang, nil // the flags could not be parsed: --lang as read before
		}
	}
	return i18n.FromEnv(getenv), nil
}

// appLangKey holds, in App.Metadata, the language read from the command
// line before it was parsed (helpLanguage).
const appLangKey = "lang"

// localFlagNames is ctx.LocalFlagNames, or none when ctx's flags could not
// be parsed (an OnUsageError hook: urfave/cli then has no flag set and
// LocalFlagNames panics).
func localFlagNames(ctx *cli.Context) (names []string) {
	defer func() {
		if recover() != nil {
			names = nil
		}
	}()
	return ctx.LocalFlagNames()
}

// pickLanguage is the Before hook of the application and of every
// command: an unknown --lang is bad usage (exit 2) before anything runs.
func pickLanguage(c *cli.Context) error {
	_, err := languageOf(c)
	return err
}

// bareLangListsLanguages turns "tabletop rules --lang" with no value (the
// last argument, or followed by another flag) into "tabletop rules
// --languages": urfave/cli flags cannot have an optional value.
func bareLangListsLanguages(args []string) []string {
	cmd := -1
	for i := 1; i < len(args); i++ {
		a := args[i]
		if a == "--lang" || a == "-lang" {
			i++ // its value
			continue
		}
		if len(a) > 0 && a[0] != '-' {
			cmd = i
			break
		}
	}
	if cmd < 0 || args[cmd] != "rules" {
		return args
	}
	out := slices.Clone(args)
	for i := cmd + 1; i < len(out); i++ {
		if (out[i] == "--lang" || out[i] == "-lang") && (i+1 == len(out) || len(out[i+1]) > 0 && out[i+1][0] == '-') {
			out[i] = "--languages"
		}
	}
	return out
}
