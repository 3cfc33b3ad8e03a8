#include "helperservice.h"

#include "cache/writecache.h"
#include "device/sysfsprobe.h"
#include "device/testlock.h"
#include "health/health.h"
#include "health/selftest.h"

#include <QHash>

#include <fcntl.h>

#include <cerrno>

namespace DriveProof::Helper {

namespace Names = Privilege::Helper1;

namespace {

// Caller-supplied text (paths, messages that quote them) is logged quoted, so that control
// characters are escaped and a caller cannot forge log lines.
QDBusMessage errorReply(const QDBusMessage &call, const Refusal &refusal)
{
    qCInfo(lcHelper) << "refused" << call.member() << "from" << call.service() << "-"
                     << Names::errorName(refusal.kind) << refusal.message;
    return call.createErrorReply(Names::errorName(refusal.kind), refusal.message);
}

// Unknown keys and wrong types are refused, not ignored: a client must never believe that
// an option took effect when this helper does not know it.
std::optional<Refusal> badOption(const QVariantMap &options, const Options &known,
                                 const QString &device)
{
    for (auto it = options.cbegin(); it != options.cend(); ++it) {
        if (known.value(it.key()) == it.value().metaType())
            continue;
        //: %1 option name, %2 device path, %3 list of known option names
        return Refusal{
            ErrorKind::InvalidArgument,
            Tr::tr("Unknown option “%1”, or a value of the wrong type, for %2. Known "
                   "options: %3.")
                .arg(it.key().left(64), device,
                     known.isEmpty() ? Tr::tr("none") : known.keys().join(QStringLiteral(", ")))};
    }
    return std::nullopt;
}

// OpenDevice's mode and "flags" option as open(2) flags (the contract lists the meanings).
Checked<int> openFlags(const QString &device, const QString &mode, const QVariantMap &options)
{
    static const QHash<QString, int> modes{{QStringLiteral("r"), O_RDONLY},
                                           {QStringLiteral("w"), O_WRONLY},
                                           {QStringLiteral("rw"), O_RDWR}};
    static const QHash<QString, int> known{{QStringLiteral("direct"), O_DIRECT},
                                           {QStringLiteral("sync"), O_SYNC},
                                           {QStringLiteral("dsync"), O_DSYNC},
                                           {QStringLiteral("exclusive"), O_EXCL}};
    if (!modes.contains(mode)) {
        //: %1 the mode the caller gave, %2 device path
        return Refusal{
            ErrorKind::InvalidArgument,
            Tr::tr("Unknown mode “%1” for %2. Use “r”, “w” or “rw”.").arg(mode.left(16), device)};
    }
    if (auto refusal = badOption(options,
                                 {{QStringLiteral("flags"), QMetaType::fromType<QStringList>()},
                                  {QStringLiteral("purpose"), QMetaType::fromType<QString>()}},
                                 device))
        return *refusal;
    // Writable opens always hold the device exclusively (docs/design.md §5).
    int flags = modes.value(mode) == O_RDONLY ? O_RDONLY : modes.value(mode) | O_EXCL;
    for (const QString &flag : options.value(QStringLiteral("flags")).toStringList()) {
        if (!known.contains(flag)) {
            //: %1 the flag the caller gave, %2 device path
            return Refusal{ErrorKind::InvalidArgument,
                           Tr::tr("Unknown flag “%1” for %2. Known flags: direct, sync, dsync, "
                                  "exclusive.")
                               .arg(flag.left(32), device)};
        }
        flags |= known.value(flag);
    }
    return flags;
}

// The polkit action an open asks for: reading, writing for a test, or a capacity check,
// which overwrites the whole drive and has an action of its own so that the dialog says so.
Checked<QString> openAction(const QString &device, int flags, const QVariantMap &options)
{
    const bool writable = (flags & O_ACCMODE) != O_RDONLY;
    const QString purpose = options.value(QStringLiteral("purpose")).toString();
    if (purpose.isEmpty())
        return writable ? Names::actionOpenDeviceForWriting() : Names::actionOpenDevice();
    if (purpose != QLatin1String("capacity-check"))
        //: %1 the purpose the caller gave, %2 device path
        return Refusal{ErrorKind::InvalidArgument,
                       Tr::tr("Unknown purpose “%1” for %2. Known purposes: capacity-check.")
                           .arg(purpose.left(32), device)};
    if (!writable)
        //: %1 device path
        return Refusal{
            ErrorKind::InvalidArgument,
            Tr::tr("A capacity check writes to %1: open it with mode “rw”.").arg(device)};
    return Names::actionCheckCapacity();
}

// The core's errors carry errno; the kind of D-Bus error follows from it.
template <typename T> Checked<QVariantMap> toReply(const Result<T> &result)
{
    if (result)
        return result.value().toVariantMap();
    const Error &error = result.error();
    const bool unsupported = error.errnum == EOPNOTSUPP || error.errnum == ENOTTY ||
                             error.errnum == ENODATA || error.errnum == ENOSYS;
    const ErrorKind kind = unsupported             ? ErrorKind::NotSupported
                           : error.errnum == EBUSY ? ErrorKind::DeviceBusy
                                                   : ErrorKind::Failed;
    //: %1 device path
    return Refusal{kind, error.message.isEmpty()
                             ? Tr::tr("The command to %1 failed.").arg(error.subject)
                             : error.message};
}

} // namespace

HelperService::HelperService(const QDBusConnection &bus, std::chrono::milliseconds idleTimeout,
                             QObject *parent)
    : QObject(parent)
    , m_bus(bus)
    , m_authorizer(bus)
{
    m_idleTimer.setSingleShot(true);
    m_idleTimer.setInterval(idleTimeout);
    connect(&m_idleTimer, &QTimer::timeout, this, [this] {
        if (m_inFlight > 0)
            m_idleTimer.start(); // someone is still typing a password
        else
            emit idle();
    });
    m_idleTimer.start();
}

QDBusUnixFileDescriptor HelperService::OpenDevice(const QString &device, const QString &mode,
                                                  const QVariantMap &options)
{
    const QDBusMessage call = begin();
    const Checked<int> flags = openFlags(device, mode, options);
    const Checked<QString> action = std::holds_alternative<int>(flags)
                                        ? openAction(device, std::get<int>(flags), options)
                                        : Checked<QString>(QString());
    const Checked<BlockDevice> target = m_opener.resolve(device);
    for (const Refusal *r : {std::get_if<Refusal>(&flags), std::get_if<Refusal>(&action),
                             std::get_if<Refusal>(&target)}) {
        if (r) {
            refuse(call, *r);
            return {};
        }
    }
    const BlockDevice dev = std::get<BlockDevice>(target);
    const int openFlags = std::get<int>(flags);
    const bool writable = (openFlags & O_ACCMODE) != O_RDONLY;
    if (const auto busy = writable ? m_opener.checkNotInUse(dev) : std::nullopt) {
        refuse(call, *busy);
        return {};
    }
    authorizeThen(call, std::get<QString>(action), dev,
                  [this, dev, openFlags, writable](const QDBusMessage &request) {
                      const Checked<QDBusUnixFileDescriptor> fd = m_opener.open(dev, openFlags);
                      if (const Refusal *r = std::get_if<Refusal>(&fd))
                          return errorReply(request, *r);
                      // Again, now that O_EXCL holds the device: nothing can mount it from here on.
                      if (const auto busy = writable ? m_opener.checkNotInUse(dev) : std::nullopt)
                          return errorReply(request, *busy);
                      qCInfo(lcHelper).noquote() << "opened" << dev.path << "flags" << Qt::hex
                                                 << openFlags << "for" << request.service();
                      // The reply shares the descriptor; it is closed once the reply is sent and gone.
                      return request.createReply(
                          QVariant::fromValue(std::get<QDBusUnixFileDescriptor>(fd)));
                  });
    return {};
}

// read-health, not open-device: this reads facts about the drive, never its data.
QVariantMap HelperService::GetWriteCache(const QString &device, const QVariantMap &options)
{
    serveDrive(device, options, {}, Names::actionReadHealth(),
               [](int fd, const Device::DeviceInfo &info) {
                   return toReply(Cache::readWriteCache(fd, info));
               });
    return {};
}

QVariantMap HelperService::SetWriteCache(const QString &device, bool enabled,
                                         const QVariantMap &options)
{
    const bool persist = options.value(QStringLiteral("persist")).toBool();
    serveDrive(device, options, {{QStringLiteral("persist"), QMetaType::fromType<bool>()}},
               Names::actionSetWriteCache(),
               [enabled, persist](int fd, const Device::DeviceInfo &info) {
                   qCInfo(lcHelper).noquote()
                       << "switching the write cache of" << info.path << (enabled ? "on" : "off")
                       << (persist ? "persistently" : "");
                   return toReply(Cache::setWriteCache(fd, info, enabled, persist));
               });
    return {};
}

QVariantMap HelperService::GetHealth(const QString &device, const QVariantMap &options)
{
    serveDrive(device, options, {}, Names::actionReadHealth(),
               [](int fd, const Device::DeviceInfo &info) {
                   return toReply(Health::readHealth(fd, info));
               });
    return {};
}

QVariantMap HelperService::SelfTest(const QString &device, const QString &action,
                                    const QVariantMap &options)
{
    const std::optional<Health::SelfTestAction> what = Health::selfTestActionFromKey(action);
    if (!what) {
        //: %1 the action the caller gave, %2 device path
        refuse(begin(), Refusal{ErrorKind::InvalidArgument,
                                Tr::tr("Unknown self-test action “%1” for %2. Use “short”, "
                                       "“extended”, “conveyance”, “abort” or “status”.")
                                    .arg(action.left(32), device)});
        return {};
    }
    const bool starts =
        *what != Health::SelfTestAction::Status && *what != Health::SelfTestAction::Abort;
    const QString actionId = *what == Health::SelfTestAction::Status ? Names::actionReadHealth()
                                                                     : Names::actionRunSelfTest();
    // No password for a start that would be refused: a DriveProof test holds the drive. The
    // core checks again, holding the lock, right before it sends the command.
    const auto precheck = [starts](const BlockDevice &disk) -> std::optional<Refusal> {
        if (starts && Device::IdleHold(disk.number).testRunning())
            //: %1 device path
            return Refusal{ErrorKind::DeviceBusy,
                           Tr::tr("A DriveProof test is running on %1: a self-test now would "
                                  "disturb it. Start the self-test when the test is done.")
                               .arg(disk.path)};
        return std::nullopt;
    };
    serveDrive(
        device, options, {}, actionId,
        [what](int fd, const Device::DeviceInfo &info) {
            qCInfo(lcHelper).noquote()
                << "self-test" << Health::selfTestActionKey(*what) << "on" << info.path;
            return toReply(Health::runSelfTest(fd, info, *what));
        },
        precheck);
    return {};
}

QDBusMessage HelperService::begin()
{
    setDelayedReply(true);
    ++m_inFlight;
    m_idleTimer.start();
    const QDBusMessage call = message();
    qCInfo(lcHelper) << call.member() << call.arguments().value(0).toString().left(128) << "from"
                     << call.service();
    return call;
}

void HelperService::finish(const QDBusMessage &reply)
{
    if (!m_bus.send(reply))
        qCWarning(lcHelper) << "could not send the reply to" << reply.service();
    --m_inFlight;
    m_idleTimer.start();
}

void HelperService::refuse(const QDBusMessage &call, const Refusal &refusal)
{
    finish(errorReply(call, refusal));
}

void HelperService::authorizeThen(const QDBusMessage &call, const QString &actionId,
                                  const BlockDevice &device, Work work)
{
    m_authorizer.check(call, actionId, device.path,
                       [this, call, work = std::move(work)](std::optional<Refusal> refusal) {
                           finish(refusal ? errorReply(call, *refusal) : work(call));
                       });
}

void HelperService::serveDrive(const QString &device, const QVariantMap &options,
                               const Options &known, const QString &actionId, DriveQuery query,
                               const Precheck &precheck)
{
    const QDBusMessage call = begin();
    std::optional<Refusal> refusal = badOption(options, known, device);
    const Checked<BlockDevice> target = m_opener.resolve(device);
    if (const Refusal *r = std::get_if<Refusal>(&target); r && !refusal)
        refusal = *r;
    if (!refusal)
        refusal = m_opener.requireWholeDisk(std::get<BlockDevice>(target));
    if (!refusal && precheck)
        refusal = precheck(std::get<BlockDevice>(target));
    if (refusal)
        return refuse(call, *refusal);
    const BlockDevice dev = std::get<BlockDevice>(target);
    authorizeThen(
        call, actionId, dev, [this, dev, query = std::move(query)](const QDBusMessage &request) {
            // Read-only is enough for drive commands: SG_IO and NVMe admin pass-through check
            // CAP_SYS_RAWIO / CAP_SYS_ADMIN, not the open mode. O_NONBLOCK: no waiting for media.
            const Checked<QDBusUnixFileDescriptor> fd = m_opener.open(dev, O_RDONLY | O_NONBLOCK);
            if (const Refusal *r = std::get_if<Refusal>(&fd))
                return errorReply(request, *r);
            // sysfs only (no ioctls): the helper opens nothing by name but the node just checked.
            const std::optional<Device::DeviceInfo> info =
                Device::SysfsProbe({QStringLiteral("/sys"), QStringLiteral("/dev"),
                                    QStringLiteral("/proc/self/mountinfo"), false})
                    .probe(dev.name);
            //: %1 device path
            Checked<QVariantMap> result =
                info ? query(std::get<QDBusUnixFileDescriptor>(fd).fileDescriptor(), *info)
                     : Refusal{ErrorKind::NotABlockDevice,
                               Tr::tr("%1 disappeared while it was being read.").arg(dev.path)};
            if (Refusal *r = std::get_if<Refusal>(&result)) {
                // A transport without drive-level commands (loop, virtio) cannot do this at all.
                if (r->kind == ErrorKind::Failed && info && !Cache::hasDriveLevelCache(*info))
                    r->kind = ErrorKind::NotSupported;
                return errorReply(request, *r);
            }
            return request.createReply(std::get<QVariantMap>(result));
        });
}

} // namespace DriveProof::Helper
