#include "suites/runerror.h"

#include "report/measurementtext.h"
#include "suites/suitestr.h"

#include <cstring>

namespace DriveProof::Suites {

namespace {

bool is(const QString &code, const char *known)
{
    return code == QLatin1String(known);
}

// The system's words for an errno stored as a number; the stored text itself when it is
// not a number (never happens for files this version writes).
QString systemText(const QString &stored)
{
    bool number = false;
    const int error = stored.toInt(&number);
    return number && error > 0 ? QString::fromLocal8Bit(std::strerror(error)) : stored;
}

// The reason of the line with `key`, said again from its code; `stored` when there is none.
QString lineReason(const Report::TestResult *result, const QString &key, const QString &stored)
{
    if (!result)
        return stored;
    for (const Report::Measurement &m : result->measurements)
        if (m.key == key)
            if (const QString again = Report::skippedText(m); !again.isEmpty())
                return again;
    return stored;
}

// The label of the line with `key`: from the key, else the label the result holds.
QString lineLabel(const Report::TestResult *result, const QString &key)
{
    if (result)
        for (const Report::Measurement &m : result->measurements)
            if (m.key == key)
                return Report::measurementLabel(m);
    return Report::measurementLabel(key);
}

} // namespace

QStringList runErrorCodes()
{
    using namespace RunError;
    return {QLatin1String(kCacheNotSwitchable),
            QLatin1String(kCacheNotRestored),
            QLatin1String(kNoDrive),
            QLatin1String(kCannotOpen),
            QLatin1String(kWriteFailed),
            QLatin1String(kStepStopped),
            QLatin1String(kLineStopped)};
}

void setRunError(Report::TestResult &result, const QString &code, const QStringList &arguments)
{
    result.errorCode = code;
    result.errorArguments = arguments;
    result.error = runErrorText(code, arguments, &result);
}

QString runErrorText(const QString &code, const QStringList &arguments,
                     const Report::TestResult *result)
{
    using namespace RunError;
    const QStringList &a = arguments;
    if (is(code, kCacheNotSwitchable))
        //: %1 device node
        return Tr::tr("The cache A/B test needs a drive whose write cache is on and can be "
                      "switched; %1's is not. Run the commit test alone.")
            .arg(a.value(0));
    if (is(code, kCacheNotRestored))
        //: %1 device node
        return Tr::tr("Could not switch the write cache of %1 back on. Switch it on with "
                      "'driveproof-cli cache %1 --set on'.")
            .arg(a.value(0));
    if (is(code, kNoDrive))
        return Tr::tr("The cache A/B test needs to know the drive under the target, and it "
                      "could not be found. Run the commit test alone.");
    if (is(code, kCannotOpen))
        //: %1 file or device, %2 the system's error text
        return Tr::tr("Cannot open %1 for the commit test: %2.")
            .arg(a.value(0), systemText(a.value(1)));
    if (is(code, kWriteFailed))
        //: %1 the line's label, %2 file or device, %3 the system's error text
        return Tr::tr("The commit test stopped at \"%1\": writing to %2 failed: %3.")
            .arg(lineLabel(result, a.value(0)), a.value(1), systemText(a.value(2)));
    if (is(code, kStepStopped))
        //: %1 the step's label, %2 file or device, %3 the error
        return Tr::tr("\"%1\" stopped on %2: %3")
            .arg(lineLabel(result, a.value(0)), a.value(1),
                 lineReason(result, a.value(0), a.value(2)));
    if (is(code, kLineStopped))
        return lineReason(result, a.value(0), QString());
    return {};
}

QString runErrorText(const Report::TestResult &result)
{
    if (result.errorCode.isEmpty())
        return result.error;
    const QString again = runErrorText(result.errorCode, result.errorArguments, &result);
    return again.isEmpty() ? result.error : again;
}

} // namespace DriveProof::Suites
