#include "fstrimtimer.h"

#include <QFileInfo>

namespace DriveProof::Flash {

namespace {
const QString kUnit = QStringLiteral("fstrim.timer");
} // namespace

FstrimTimer readFstrimTimer(const TimerRoots &roots)
{
    FstrimTimer timer;
    timer.systemdRunning = QFileInfo(roots.run + QStringLiteral("/systemd/system")).isDir();
    // The administrator's folder first: a unit there overrides the vendor's (systemd.unit(5)).
    const QString local = roots.etc + QStringLiteral("/systemd/system/") + kUnit;
    const QFileInfo localInfo(local);
    if (localInfo.isSymLink() && localInfo.symLinkTarget() == QLatin1String("/dev/null")) {
        timer.state = TimerState::Masked;
        timer.unitPath = local;
        return timer;
    }
    if (localInfo.exists())
        timer.unitPath = local;
    for (const QString &dir : roots.unitDirs) {
        if (timer.unitPath.isEmpty() && QFileInfo::exists(dir + u'/' + kUnit))
            timer.unitPath = dir + u'/' + kUnit;
    }
    if (timer.unitPath.isEmpty())
        return timer; // NotInstalled
    QStringList wants{roots.etc + QStringLiteral("/systemd/system/timers.target.wants/")};
    for (const QString &dir : roots.unitDirs)
        wants << dir + QStringLiteral("/timers.target.wants/");
    timer.state = TimerState::Disabled;
    for (const QString &dir : wants) {
        const QFileInfo link(dir + kUnit);
        if (link.exists() || link.isSymLink())
            timer.state = TimerState::Enabled;
    }
    return timer;
}

QString timerStateKey(TimerState state)
{
    switch (state) {
    case TimerState::Enabled:
        return QStringLiteral("enabled");
    case TimerState::Disabled:
        return QStringLiteral("disabled");
    case TimerState::Masked:
        return QStringLiteral("masked");
    case TimerState::NotInstalled:
        break;
    }
    return QStringLiteral("not-installed");
}

} // namespace DriveProof::Flash
