// The pairing code for `powerloss` and `witness`, never from the command line: every user
// of the machine can read another's arguments (ps, /proc/PID/cmdline). From a prompt
// without echo on a terminal, from a file (--pairing-file F) or from standard input; the
// bytes read are wiped once the code is normalised (docs/threat-model-witness.md).
#include "cli.h"
#include "powerlosssteps.h"

#include "powerloss/pairing.h"

#include <QFile>
#include <QTextStream>

#include <sodium.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <termios.h>
#include <unistd.h>

namespace DriveProof::Cli {
namespace {

constexpr int kMaxLineBytes = 256;

// One line from `fd` into `line` (without the newline); false on error or nothing at all.
bool readLine(int fd, char (&line)[kMaxLineBytes], int *length)
{
    *length = 0;
    while (*length < kMaxLineBytes - 1) {
        char c = 0;
        const ssize_t n = ::read(fd, &c, 1);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return *length > 0;
        if (c == '\n')
            return true;
        line[(*length)++] = c;
    }
    return true;
}

} // namespace

std::optional<QString> readPairingCode(const QString &path, QString *error)
{
    char line[kMaxLineBytes] = {};
    int length = 0;
    bool read = false;
    const QString source =
        path.isEmpty() || path == QLatin1String("-") ? Tr::tr("standard input") : path;
    if (!path.isEmpty() && path != QLatin1String("-")) {
        QFile file(path);
        if (file.open(QIODevice::ReadOnly)) {
            read = readLine(file.handle(), line, &length);
        } else {
            //: %1 a file or "standard input", %2 the system's error text
            *error =
                Tr::tr("Cannot read the pairing code from %1: %2").arg(source, file.errorString());
            return std::nullopt;
        }
    } else if (path.isEmpty() && ::isatty(STDIN_FILENO) == 1) {
        // A prompt without echo: the code does not stay on the screen either.
        termios saved{};
        const bool terminal = ::tcgetattr(STDIN_FILENO, &saved) == 0;
        if (terminal) {
            termios quiet = saved;
            quiet.c_lflag &= tcflag_t(~ECHO);
            ::tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet);
        }
        QTextStream(stderr) << Tr::tr("Pairing code (as the witness shows it): ") << Qt::flush;
        read = readLine(STDIN_FILENO, line, &length);
        if (terminal)
            ::tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved);
        QTextStream(stderr) << QStringLiteral("\n") << Qt::flush;
    } else {
        read = readLine(STDIN_FILENO, line, &length);
    }
    if (!read) {
        sodium_memzero(line, sizeof line);
        *error = Tr::tr("Cannot read the pairing code from %1: %2")
                     .arg(source, QString::fromLocal8Bit(std::strerror(errno ? errno : EIO)));
        return std::nullopt;
    }
    QString typed = QString::fromUtf8(line, length);
    sodium_memzero(line, sizeof line);
    auto code = PowerLoss::normalizePairingCode(typed);
    PowerLoss::wipe(typed);
    if (!code)
        *error = Tr::tr("That is not a pairing code: type the 12 characters the witness shows, "
                        "such as K7QD-M2XF-9HBT.");
    return code;
}

QString pairingOnCommandLineError()
{
    return Tr::tr("--pairing is no longer accepted: every user of this machine can read the "
                  "command line. Type the code when asked, or use --pairing-file FILE.");
}

} // namespace DriveProof::Cli
