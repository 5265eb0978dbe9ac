import { useEffect } from "react";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { paths } from "../../config/paths.ts";
import { ApiError } from "../../lib/api-client.ts";
import { writeStored } from "../../lib/storage.ts";
import { PricingScreen } from "../pricing/pricing-screen.tsx";
import { useUserData } from "./api/get-user-data.ts";
import { DashboardHome } from "./dashboard-home.tsx";
import styles from "./dashboard.module.css";

/**
 * `/dashboard`: 'Welcome ...' while the user data loads; a 403 goes to
 * /login; a Free user (paymentPlan 0) sees the pricing screen.
 */
export default function DashboardPage() {
  const navigate = useNavigate();
  const user = useUserData();

  useEffect(() => {
    if (!user.isError) return;
    if (user.error instanceof ApiError && user.error.status === 403) void navigate(paths.login, { replace: true });
    else toast.error(user.error.message);
  }, [user.isError, user.error, navigate]);

  useEffect(() => {
    if (user.data) writeStored("userData", user.data);
  }, [user.data]);

  if (user.isPending || user.isError) {
    return (
      <p className={styles.welcome} role="status">
        Welcome ...
      </p>
    );
  }

  return (
    <>
      <DashboardHome user={user.data} />
      {user.data.paymentPlan === 0 ? <PricingScreen /> : null}
    </>
  );
}
