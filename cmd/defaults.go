package cmd

import (
	"github.com/urfave/cli/v2"

	"tabletop/cmd/internal/userconfig"
)

// The defaults the config file and the environment set
// (cmd/internal/userconfig), for the commands still in this package.

// localeEnv is getenv with the language of TABLETOP_LANG or the config
// file in front of the locale (userconfig.LocaleEnv).
func localeEnv(k string) string { return userconfig.LocaleEnv(k) }

// defaultPlayers is --players, else its default (userconfig.Players).
func defaultPlayers(c *cli.Context) string {
	if c.IsSet("players") {
		return c.String("players")
	}
	return userconfig.Players()
}

// padsFolder is where pad new writes a pad named by date
// (userconfig.PadsFolder).
func padsFolder() string { return userconfig.PadsFolder() }

// colourOff reports whether NO_COLOR or the config file turns colour off
// (userconfig.ColourOff).
func colourOff() bool { return userconfig.ColourOff() }
