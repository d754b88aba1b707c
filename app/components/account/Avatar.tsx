import type { UserView } from "../../../domain/accounts/user-view";

/** The user's picture, or their initials on the shop colour when they have none. */
export function Avatar({
  user,
  size,
  testId,
}: {
  user: Pick<UserView, "profile_image" | "has_avatar" | "first_name" | "last_name">;
  size: number;
  testId?: string;
}) {
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (user.has_avatar)
    return (
      <img
        src={user.profile_image}
        alt=""
        width={size}
        height={size}
        style={style}
        className="shrink-0 rounded-full bg-gray-100 object-cover"
        data-testid={testId}
      />
    );
  const initials = `${[...user.first_name][0] ?? ""}${[...user.last_name][0] ?? ""}`.toUpperCase();
  return (
    <span
      aria-hidden="true"
      style={style}
      className="grid shrink-0 place-items-center rounded-full bg-primary-soft font-semibold text-primary"
      data-testid={testId}
    >
      {initials || "?"}
    </span>
  );
}
