// LyingDiskProcess of lyingdiskprocess.h: starts the FUSE daemon, waits for its mount,
// and cuts, stops or kills it without leaving a mount behind.
#include "powerloss/lyingdiskprocess.h"

#include "powerloss/powerlosstr.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStringList>

#include <sys/mount.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>

namespace DriveProof::PowerLoss {

namespace {

const QString programName = QStringLiteral("driveproof-lyingdisk");

// /proc/self/mountinfo escapes space, tab, newline and backslash as \ooo.
QString unescapeMountPath(const QByteArray &field)
{
    QByteArray out;
    for (qsizetype i = 0; i < field.size(); ++i) {
        if (field[i] == '\\' && i + 3 < field.size()) {
            bool ok = false;
            const int value = field.mid(i + 1, 3).toInt(&ok, 8);
            if (ok) {
                out.append(static_cast<char>(value));
                i += 3;
                continue;
            }
        }
        out.append(field[i]);
    }
    return QString::fromLocal8Bit(out);
}

Error errorAbout(const QString &subject, const QString &message, int errnum = 0)
{
    return Error{subject, message, errnum};
}

} // namespace

LyingDiskProcess::LyingDiskProcess() = default;

LyingDiskProcess::~LyingDiskProcess()
{
    if (isRunning() || (!m_mountDir.isEmpty() && isFuseMounted(m_mountDir)))
        (void)kill(); // best effort: a destructor cannot report
}

QString LyingDiskProcess::findProgram()
{
    const QString fromEnvironment = qEnvironmentVariable("DRIVEPROOF_LYINGDISK");
    if (!fromEnvironment.isEmpty())
        return QFileInfo(fromEnvironment).isExecutable() ? fromEnvironment : QString();
    QStringList candidates;
    if (QCoreApplication::instance() != nullptr) {
        const QString appDir = QCoreApplication::applicationDirPath();
        candidates << appDir + u'/' + programName                             // installed flat
                   << appDir + QStringLiteral("/../libexec/") + programName   // bin → libexec
                   << appDir + QStringLiteral("/../lyingdisk/") + programName // build: app/cli
                   << appDir + QStringLiteral("/../../app/lyingdisk/") + programName; // tests/x
    }
    candidates << QStringLiteral("/usr/libexec/") + programName
               << QStringLiteral("/usr/local/libexec/") + programName;
    for (const QString &candidate : std::as_const(candidates)) {
        const QFileInfo info(candidate);
        if (info.isFile() && info.isExecutable())
            return info.canonicalFilePath();
    }
    return {};
}

bool LyingDiskProcess::isFuseMounted(const QString &dir)
{
    QFile mountInfo(QStringLiteral("/proc/self/mountinfo"));
    if (!mountInfo.open(QIODevice::ReadOnly))
        return false;
    const QString wanted = QDir::cleanPath(dir);
    // Fields: id parent major:minor root mountpoint options [optional...] - fstype source ...
    for (const QByteArray &line : mountInfo.readAll().split('\n')) {
        const QList<QByteArray> fields = line.split(' ');
        const qsizetype separator = fields.indexOf("-");
        if (fields.size() < 5 || separator < 0 || separator + 1 >= fields.size())
            continue;
        if (fields[separator + 1].startsWith("fuse") && unescapeMountPath(fields[4]) == wanted)
            return true;
    }
    return false;
}

Result<bool> LyingDiskProcess::start(LyingDiskMode mode, std::uint64_t sizeBytes,
                                     const QString &backingPath, const QString &mountDir,
                                     const LyingDiskOptions &options)
{
    if (isRunning())
        return errorAbout(m_mountDir, Tr::tr("The simulated drive is already running."));
    const QString program = options.programPath.isEmpty() ? findProgram() : options.programPath;
    if (program.isEmpty())
        return errorAbout(
            programName,
            //: %1 is a program name
            Tr::tr(
                "The simulated drive program %1 was not found. Install DriveProof completely (it lives in libexec) or set DRIVEPROOF_LYINGDISK to its path.")
                .arg(programName));
    if (!QDir().mkpath(mountDir))
        return errorAbout(mountDir, Tr::tr("Cannot create the folder for the simulated drive."));
    m_mountDir = QFileInfo(mountDir).canonicalFilePath();
    if (isFuseMounted(m_mountDir))
        return errorAbout(
            m_mountDir,
            Tr::tr(
                "Something is already mounted on this folder. Unmount it first (fusermount3 -u)."));
    QStringList arguments{QStringLiteral("-f"),
                          QStringLiteral("--mode"),
                          mode == LyingDiskMode::Lying ? QStringLiteral("lying")
                                                       : QStringLiteral("honest"),
                          QStringLiteral("--size"),
                          QString::number(sizeBytes),
                          QStringLiteral("--backing"),
                          backingPath,
                          QStringLiteral("--block-size"),
                          QString::number(options.blockSizeBytes),
                          QStringLiteral("--destage-delay-ms"),
                          QString::number(options.destageDelayMs)};
    if (options.reorder)
        arguments << QStringLiteral("--reorder");
    if (options.seed != 0)
        arguments << QStringLiteral("--seed") << QString::number(options.seed);
    if (options.maxDirtyBytes != 0)
        arguments << QStringLiteral("--max-dirty-bytes") << QString::number(options.maxDirtyBytes);
    if (!options.cutFilePath.isEmpty())
        arguments << QStringLiteral("--cut-file") << options.cutFilePath;
    arguments << m_mountDir;

    m_output.clear();
    m_process = std::make_unique<QProcess>();
    m_process->setProcessChannelMode(QProcess::MergedChannels);
    m_process->start(program, arguments);
    if (!m_process->waitForStarted())
        return errorAbout(
            program, Tr::tr("Cannot start the simulated drive: %1").arg(m_process->errorString()));
    return waitUntilMounted(options.startTimeoutMs);
}

Result<bool> LyingDiskProcess::waitUntilMounted(int timeoutMs)
{
    const QDeadlineTimer deadline(timeoutMs);
    const QString disk = diskPath();
    for (;;) {
        if (isFuseMounted(m_mountDir) && QFileInfo::exists(disk))
            return true;
        // Also the pause between checks: returns early if the daemon gives up.
        if (m_process->waitForFinished(10) || m_process->state() == QProcess::NotRunning) {
            collectOutput();
            //: %1 is the program's exit status, %2 what it printed
            return errorAbout(
                m_mountDir,
                Tr::tr("The simulated drive stopped before it was ready (exit status %1): %2")
                    .arg(m_process->exitCode())
                    .arg(m_output.trimmed()));
        }
        if (deadline.hasExpired()) {
            collectOutput();
            const QString said = m_output.trimmed();
            (void)kill(); // the error below says why it is stopped
            //: %1 is a number of seconds, %2 what the program printed
            return errorAbout(m_mountDir,
                              Tr::tr("The simulated drive did not appear within %1 s: %2")
                                  .arg(timeoutMs / 1000.0)
                                  .arg(said));
        }
    }
}

Result<bool> LyingDiskProcess::cutNow()
{
    if (!isRunning())
        return errorAbout(m_mountDir, Tr::tr("The simulated drive is not running."));
    // Only the daemon's FUSE thread takes SIGUSR1, and a signal is handled before the
    // thread returns to user space: every request sent after this call sees the cut.
    if (::kill(static_cast<pid_t>(m_process->processId()), SIGUSR1) != 0)
        return errorAbout(m_mountDir, Tr::tr("Cannot signal the simulated drive."), errno);
    // Wait for its confirmation, so the caller knows the cache is gone.
    const QDeadlineTimer deadline(5000);
    while (!m_output.contains(QLatin1String("power cut"))) {
        if (deadline.hasExpired() || !isRunning())
            return errorAbout(m_mountDir,
                              Tr::tr("The simulated drive did not confirm the power cut."));
        m_process->waitForReadyRead(50);
        collectOutput();
    }
    return true;
}

Result<bool> LyingDiskProcess::kill()
{
    if (isRunning()) {
        m_process->kill();
        m_process->waitForFinished(5000);
        collectOutput();
    }
    return unmountLazily();
}

Result<bool> LyingDiskProcess::unmountLazily()
{
    if (m_mountDir.isEmpty() || !isFuseMounted(m_mountDir))
        return true;
    // The daemon is gone, so its mount answers ENOTCONN; detach it even if files are open.
    QProcess::execute(QStringLiteral("fusermount3"), {QStringLiteral("-u"), QStringLiteral("-z"),
                                                      QStringLiteral("-q"), m_mountDir});
    if (isFuseMounted(m_mountDir) && ::geteuid() == 0)
        ::umount2(QFile::encodeName(m_mountDir).constData(), MNT_DETACH);
    if (isFuseMounted(m_mountDir))
        return errorAbout(m_mountDir,
                          Tr::tr("Cannot unmount the simulated drive. Run: fusermount3 -u -z %1")
                              .arg(m_mountDir));
    return true;
}

Result<bool> LyingDiskProcess::stop(int timeoutMs)
{
    if (!isRunning())
        return unmountLazily();
    m_process->terminate();
    if (!m_process->waitForFinished(timeoutMs)) {
        (void)kill(); // the error below says it did not stop
        return errorAbout(
            m_mountDir,
            Tr::tr("The simulated drive did not stop in time; it was killed and its cache lost."));
    }
    collectOutput();
    const Result<bool> unmounted = unmountLazily();
    if (m_process->exitStatus() != QProcess::NormalExit || m_process->exitCode() != 0)
        //: %1 is what the program printed
        return errorAbout(
            m_mountDir,
            Tr::tr("The simulated drive failed while stopping: %1").arg(m_output.trimmed()));
    return unmounted;
}

bool LyingDiskProcess::isRunning() const
{
    return m_process && m_process->state() != QProcess::NotRunning;
}

qint64 LyingDiskProcess::processId() const
{
    return isRunning() ? m_process->processId() : 0;
}

QString LyingDiskProcess::diskPath() const
{
    return m_mountDir + QStringLiteral("/disk.img");
}

QString LyingDiskProcess::output() const
{
    collectOutput();
    return m_output;
}

void LyingDiskProcess::collectOutput() const
{
    if (m_process)
        m_output += QString::fromLocal8Bit(m_process->readAll());
}

} // namespace DriveProof::PowerLoss
