// Whether systemd's fstrim.timer (util-linux) trims the mounted file systems once a week,
// read as a user from the unit files, as `systemctl is-enabled` reads them: a symlink in a
// timers.target.wants folder enables it, a link to /dev/null masks it. systemd not running
// (a container, another init) is said as such: the timer then runs nothing.
#pragma once

#include <QString>
#include <QStringList>

namespace DriveProof::Flash {

enum class TimerState {
    Enabled,      // linked into timers.target.wants
    Disabled,     // installed, not linked
    Masked,       // linked to /dev/null
    NotInstalled, // no fstrim.timer unit at all
};

struct FstrimTimer
{
    TimerState state = TimerState::NotInstalled;
    bool systemdRunning = false; // /run/systemd/system exists (sd_booted(3))
    QString unitPath;            // where the unit file was found
};

struct TimerRoots
{
    QString etc = QStringLiteral("/etc");
    QString run = QStringLiteral("/run");
    // Where distributions install units: Debian's /lib and /usr/lib, Fedora's /usr/lib.
    QStringList unitDirs = {QStringLiteral("/usr/lib/systemd/system"),
                            QStringLiteral("/lib/systemd/system")};
};

FstrimTimer readFstrimTimer(const TimerRoots &roots = {});

// "enabled", "disabled", "masked", "not-installed" (JSON).
QString timerStateKey(TimerState state);

} // namespace DriveProof::Flash
