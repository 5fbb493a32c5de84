// Package testwait says how long a test may wait for something it polls
// for (a screen, a file, a server's answer) before it fails. Tests never
// pace themselves with a fixed clock: they poll until what they wait for
// is there, and fail only past this deadline, which holds on a loaded
// machine (CI shares its cores with other jobs).
package testwait

import (
	"os"
	"strconv"
	"time"
)

// Base is how long a test waits by default.
const Base = 60 * time.Second

// ScaleVar names the environment variable that multiplies every wait: a
// positive number (2 doubles the deadlines on a very slow machine).
const ScaleVar = "TABLETOP_TEST_WAIT_SCALE"

// Timeout is Base scaled by $TABLETOP_TEST_WAIT_SCALE.
func Timeout() time.Duration { return Scaled(Base) }

// Scaled is d multiplied by $TABLETOP_TEST_WAIT_SCALE (unset, empty or
// not a positive number: d).
func Scaled(d time.Duration) time.Duration {
	f, err := strconv.ParseFloat(os.Getenv(ScaleVar), 64)
	if err != nil || f <= 0 {
		return d
	}
	return time.Duration(float64(d) * f)
}
