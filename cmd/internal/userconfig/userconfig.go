// Package userconfig is the user's config file: where it is, the defaults
// it sets (language, players, the pads' folder, colour), read once per
// process, and the defaults in force after the environment's variables.
// The application refuses a file it cannot read; the commands read their
// defaults here; 'tabletop config' (cmd/config) shows them.
package userconfig

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"gopkg.in/yaml.v3"

	"tabletop/cmd/cmdutil"
	"tabletop/engine/fileio"
	"tabletop/engine/i18n"
)

// Settings are the defaults the config file may set.
type Settings struct {
	Lang    string `yaml:"lang"`
	Players string `yaml:"players"`
	Pads    string `yaml:"pads"`
	Color   string `yaml:"color"`
}

// File is the loaded config: its path ("" when none is used), whether it
// exists, the settings, and the error that refused it.
type File struct {
	Path   string
	Exists bool
	Settings
	Err error
}

// Get returns the config file, read once per process.
var Get = sync.OnceValue(load)

// Path is TABLETOP_CONFIG when set (empty: no file), else
// tabletop/config.yaml in the user's config folder.
func Path() string {
	if p, set := os.LookupEnv("TABLETOP_CONFIG"); set {
		return p
	}
	dir, err := os.UserConfigDir()
	if err != nil {
		return ""
	}
	return filepath.Join(dir, "tabletop", "config.yaml")
}

func load() File {
	c := File{Path: Path()}
	if c.Path == "" {
		return c
	}
	data, err := fileio.ReadLimited(c.Path)
	if errors.Is(err, fs.ErrNotExist) {
		return c
	}
	c.Exists = true
	if err != nil {
		c.Err = err
		return c
	}
	if len(strings.TrimSpace(string(data))) == 0 {
		return c // an empty file sets nothing
	}
	if err := fileio.DecodeYAML(c.Path, data, &c.Settings); err != nil {
		c.Err = err
		return c
	}
	if c.Lang != "" {
		if _, ok := i18n.Parse(c.Lang); !ok {
			c.Err = cmdutil.UsageError(cmdutil.CLIError("config.bad-lang", i18n.Args{"File": keyAt(c.Path, data, "lang"), "Value": i18n.Quoted(c.Lang), "Known": strings.Join(i18n.Languages(), ", ")}))
		}
	}
	switch c.Color {
	case "", "auto", "never":
	default:
		c.Err = cmdutil.UsageError(cmdutil.CLIError("config.bad-color", i18n.Args{"File": keyAt(c.Path, data, "color"), "Value": i18n.Quoted(c.Color)}))
	}
	return c
}

// keyAt is "FILE:LINE" of a top-level key of the YAML document data, or
// FILE when the line cannot be found.
func keyAt(file string, data []byte, key string) string {
	var doc yaml.Node
	if yaml.Unmarshal(data, &doc) != nil || len(doc.Content) == 0 || doc.Content[0].Kind != yaml.MappingNode {
		return file
	}
	m := doc.Content[0].Content
	for i := 0; i+1 < len(m); i += 2 {
		if m[i].Value == key {
			return fmt.Sprintf("%s:%d", file, m[i].Line)
		}
	}
	return file
}

// LocaleEnv is os.Getenv with the language chosen by TABLETOP_LANG, else
// the config file, in front of the locale (LC_ALL is read first).
func LocaleEnv(k string) string {
	if k == "LC_ALL" {
		if v := os.Getenv("TABLETOP_LANG"); v != "" {
			return v
		}
		if c := Get(); c.Err == nil && c.Lang != "" {
			return c.Lang
		}
	}
	return os.Getenv(k)
}

// Players is --players when not given: TABLETOP_PLAYERS, else the config
// file's, else "".
func Players() string {
	if v := os.Getenv("TABLETOP_PLAYERS"); v != "" {
		return v
	}
	if cf := Get(); cf.Err == nil {
		return cf.Players
	}
	return ""
}

// PadsFolder is where pad new writes a pad named by date: TABLETOP_PADS,
// else the config file's pads (a leading ~ is the home folder), else the
// current folder ("").
func PadsFolder() string {
	dir := os.Getenv("TABLETOP_PADS")
	if dir == "" {
		if cf := Get(); cf.Err == nil {
			dir = cf.Pads
		}
	}
	if rest, ok := strings.CutPrefix(dir, "~"); ok && (rest == "" || rest[0] == '/' || rest[0] == filepath.Separator) {
		if home, err := os.UserHomeDir(); err == nil {
			dir = home + rest
		}
	}
	return dir
}

// ColourOff reports whether NO_COLOR or the config file turns colour off.
func ColourOff() bool {
	if _, set := os.LookupEnv("NO_COLOR"); set {
		return true
	}
	cf := Get()
	return cf.Err == nil && cf.Color == "never"
}
